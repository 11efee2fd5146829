import { FilePlus2, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { OFFER_CURRENCIES, type OfferCurrency } from '../../../../model/ai/offer-page';
import { acceptSuggestion, type GrandSlamOffer } from '../../../../model/ai/outputs';
import { useOfferActions } from '../../../app/offer-queries';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { OfferEditor } from './OfferEditor';
import { OfferView } from './OfferView';

/** A kept offer: read it, edit and keep it, or use it on a new page. */
export function OfferPanel({ contentId, offer }: { contentId: number; offer: GrandSlamOffer }) {
  const currencyId = useId();
  const [editing, setEditing] = useState(false);
  const [currency, setCurrency] = useState<OfferCurrency>('$');
  const { save, useOnPage } = useOfferActions(contentId, offer);

  if (editing) {
    return (
      <OfferEditor
        offer={offer}
        saving={save.isPending}
        onCancel={() => setEditing(false)}
        onSave={(edited) => save.mutate(edited, { onSuccess: () => setEditing(false) })}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" /> Edit offer
        </Button>
        <div className="ml-auto flex items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={currencyId} className="text-xs">
              Currency
            </Label>
            <NativeSelect
              id={currencyId}
              className="h-8 text-xs"
              value={currency}
              onChange={(e) => setCurrency(e.target.value as OfferCurrency)}
            >
              {OFFER_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            size="sm"
            disabled={useOnPage.isPending}
            onClick={() => useOnPage.mutate(currency)}
          >
            <FilePlus2 aria-hidden="true" className="size-4" />{' '}
            {useOnPage.isPending ? 'Making the page...' : 'Use on a page'}
          </Button>
        </div>
      </div>
      <OfferView
        offer={offer}
        accepting={save.isPending}
        onAccept={(figure) => save.mutate(acceptSuggestion(offer, figure))}
      />
    </div>
  );
}
