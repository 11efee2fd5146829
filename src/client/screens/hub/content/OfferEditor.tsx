import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { GrandSlamOffer } from '../../../../model/ai/outputs';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/input';
import { RowList } from '../../../ui/row-list';
import { Textarea } from '../../../ui/textarea';

type Props = {
  offer: GrandSlamOffer;
  saving: boolean;
  onSave: (offer: GrandSlamOffer) => void;
  onCancel: () => void;
};

type Row = Record<string, string | number>;
type Column = { key: string; label: string; number?: boolean; wide?: boolean };

type TextKey =
  | 'name'
  | 'dreamOutcome'
  | 'perceivedLikelihood'
  | 'timeDelay'
  | 'effortAndSacrifice'
  | 'scarcity'
  | 'urgency';

const whole = (value: string) => Math.max(0, Math.trunc(Number(value) || 0));

/** Rows of a list in the offer (the value stack, bonuses, modules): edit, add, remove. */
function RowsField<T extends Row>({
  legend,
  rows,
  columns,
  blank,
  max,
  onChange,
}: {
  legend: string;
  rows: T[];
  columns: Column[];
  blank: T;
  max: number;
  onChange: (rows: T[]) => void;
}) {
  return (
    <RowList
      className="sm:col-span-2"
      legend={legend}
      items={rows}
      onChange={onChange}
      blank={blank}
      max={max}
      addLabel={`Add to ${legend.toLowerCase()}`}
      removeLabel={(i) => `Remove ${legend.toLowerCase()} ${i + 1}`}
      rowClassName="flex flex-wrap items-start p-2"
      row={(row, index, set) =>
        columns.map((c) => (
          <Input
            key={c.key}
            aria-label={`${legend} ${index + 1}: ${c.label}`}
            placeholder={c.label}
            className={c.number ? 'w-28' : c.wide ? 'min-w-60 flex-[2]' : 'min-w-40 flex-1'}
            type={c.number ? 'number' : 'text'}
            min={c.number ? 0 : undefined}
            value={row[c.key] ?? ''}
            onChange={(e) =>
              set({ [c.key]: c.number ? whole(e.target.value) : e.target.value } as Partial<T>)
            }
          />
        ))
      }
    />
  );
}

/** The offer, every part of it editable; the server checks it and names what is wrong. */
export function OfferEditor({ offer: initial, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [offer, setOffer] = useState<GrandSlamOffer>(initial);
  // Editing a figure the writer suggested makes it hers (issue 24).
  const set = <K extends keyof GrandSlamOffer>(key: K, value: GrandSlamOffer[K]) =>
    setOffer((o) => ({ ...o, [key]: value, suggested: o.suggested.filter((f) => f !== key) }));
  const stackTotal =
    offer.valueStack.reduce((sum, v) => sum + v.value, 0) +
    offer.bonuses.reduce((sum, b) => sum + b.value, 0);

  const text = (key: TextKey, label: string, long = false): ReactNode => {
    const fieldId = `${id}-${key}`;
    const value = offer[key];
    return (
      <div className={`grid gap-1.5 ${long ? 'sm:col-span-2' : ''}`}>
        <Label htmlFor={fieldId}>{label}</Label>
        {long ? (
          <Textarea
            id={fieldId}
            rows={2}
            value={value}
            onChange={(e) => set(key, e.target.value)}
          />
        ) : (
          <Input id={fieldId} value={value} onChange={(e) => set(key, e.target.value)} />
        )}
      </div>
    );
  };
  const amount = (key: 'price' | 'totalValue', label: string, hint?: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="number"
        min={0}
        value={offer[key]}
        onChange={(e) => set(key, whole(e.target.value))}
      />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(offer);
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Edit offer">
      {text('name', 'Offer name')}
      {text('dreamOutcome', 'Dream outcome', true)}
      {text('perceivedLikelihood', 'Perceived likelihood', true)}
      {text('timeDelay', 'Time delay', true)}
      {text('effortAndSacrifice', 'Effort and sacrifice', true)}
      <RowsField
        legend="Value stack"
        rows={offer.valueStack}
        columns={[
          { key: 'item', label: 'Item' },
          { key: 'description', label: 'Description', wide: true },
          { key: 'value', label: 'Value', number: true },
        ]}
        blank={{ item: '', description: '', value: 0 }}
        max={10}
        onChange={(rows) => set('valueStack', rows)}
      />
      <RowsField
        legend="Bonuses"
        rows={offer.bonuses}
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'description', label: 'Description', wide: true },
          { key: 'value', label: 'Value', number: true },
        ]}
        blank={{ name: '', description: '', value: 0 }}
        max={6}
        onChange={(rows) => set('bonuses', rows)}
      />
      <RowsField
        legend="Modules"
        rows={offer.modules}
        columns={[
          { key: 'title', label: 'Title' },
          { key: 'description', label: 'Description', wide: true },
        ]}
        blank={{ title: '', description: '' }}
        max={12}
        onChange={(rows) => set('modules', rows)}
      />
      {amount('totalValue', 'Total value', `The stack and bonuses add up to ${stackTotal}.`)}
      {amount('price', 'Price')}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-gd`}>Guarantee length</Label>
        <Input
          id={`${id}-gd`}
          value={offer.guarantee.duration}
          onChange={(e) => set('guarantee', { ...offer.guarantee, duration: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-spots`}>Spots (empty when not limited)</Label>
        <Input
          id={`${id}-spots`}
          type="number"
          min={1}
          value={offer.spots ?? ''}
          onChange={(e) => set('spots', e.target.value === '' ? null : whole(e.target.value))}
        />
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-gt`}>Guarantee</Label>
        <Textarea
          id={`${id}-gt`}
          rows={2}
          value={offer.guarantee.text}
          onChange={(e) => set('guarantee', { ...offer.guarantee, text: e.target.value })}
        />
      </div>
      {text('scarcity', 'Scarcity', true)}
      {text('urgency', 'Urgency', true)}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save offer'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
