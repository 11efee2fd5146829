import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  OFFER_CURRENCIES,
  OFFER_LIMITS,
  type OfferCurrency,
  type OfferFields,
} from '../../../../model/offers/offer';
import { offerSaveFailed } from '../../../app/my-offer-queries';
import { apiErrorOf } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input, Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { Textarea } from '../../../ui/textarea';

type Props = {
  initial: OfferFields;
  saving: boolean;
  onSave: (fields: OfferFields) => Promise<unknown>;
  onCancel: () => void;
};

type TextKey = 'name' | 'price' | 'duration' | 'format' | 'checkoutLink' | 'bookingLink';

const FIELDS: { key: TextKey; label: string; placeholder: string; max: number; wide?: true }[] = [
  { key: 'name', label: 'Name', placeholder: 'e.g. Night Shift to Nine-to-Five', max: 120 },
  { key: 'price', label: 'Price', placeholder: 'e.g. 1200', max: 12 },
  { key: 'duration', label: 'Duration', placeholder: 'e.g. 8 weeks', max: OFFER_LIMITS.duration },
  { key: 'format', label: 'Format', placeholder: 'e.g. 1:1 video calls', max: OFFER_LIMITS.format },
  {
    key: 'checkoutLink',
    label: 'Checkout link',
    placeholder: 'https://buy.stripe.com/...',
    max: 2048,
    wide: true,
  },
  {
    key: 'bookingLink',
    label: 'Booking link',
    placeholder: 'https://calendly.com/you/intro-call',
    max: 2048,
    wide: true,
  },
];

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** One offer, as she sells it: every field a fact the writers take as it is. */
export function OfferForm({ initial, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [offer, setOffer] = useState<OfferFields>(initial);
  const [includes, setIncludes] = useState(initial.includes.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  // The form replaces the button that opened it: its first field takes the focus.
  useEffect(() => nameRef.current?.focus(), []);
  const set = <K extends keyof OfferFields>(key: K, value: OfferFields[K]) =>
    setOffer((o) => ({ ...o, [key]: value }));
  const error = (path: string) =>
    Object.entries(errors).find(([k]) => k === path || k.startsWith(`${path}.`))?.[1];
  const problem = (path: string, label: string): ReactNode =>
    error(path) && (
      <p id={`${id}-${path}-error`} className="text-sm text-red-700">
        {label} {error(path)}
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offer.name.trim() === '') {
      setErrors({ name: 'is required' });
      offerSaveFailed();
      nameRef.current?.focus();
      return;
    }
    setErrors({});
    try {
      await onSave({ ...offer, includes: linesOf(includes) });
    } catch (failure) {
      setErrors({ ...(apiErrorOf(failure)?.fields ?? {}) });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Offer" className="grid gap-6">
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.key} className={`grid gap-1.5 ${field.wide ? 'sm:col-span-2' : ''}`}>
            <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-${field.key}`}
                ref={field.key === 'name' ? nameRef : undefined}
                value={offer[field.key]}
                maxLength={field.max}
                placeholder={field.placeholder}
                inputMode={field.key === 'price' ? 'decimal' : undefined}
                type={field.wide ? 'url' : 'text'}
                onChange={(e) => set(field.key, e.target.value)}
                aria-invalid={error(field.key) ? true : undefined}
                aria-describedby={error(field.key) ? `${id}-${field.key}-error` : undefined}
                required={field.key === 'name'}
              />
              {field.key === 'price' && (
                <NativeSelect
                  aria-label="Currency"
                  value={offer.currency}
                  onChange={(e) => set('currency', e.target.value as OfferCurrency)}
                >
                  {OFFER_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </div>
            {problem(field.key, field.label)}
          </div>
        ))}
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-includes`}>What is included (one line each)</Label>
          <Textarea
            id={`${id}-includes`}
            rows={5}
            value={includes}
            placeholder={'e.g. Eight weekly 1:1 calls\nCV and interview preparation'}
            onChange={(e) => setIncludes(e.target.value)}
            aria-invalid={error('includes') ? true : undefined}
          />
          {problem('includes', 'What is included')}
        </div>
      </Card>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Offer'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
