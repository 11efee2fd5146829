import { useId, useState } from 'react';
import { offerCardContent, type OfferCardType } from '../../../../model/offers/offer-element';
import type { Element } from '../../../../model/website';
import { useMyOffers } from '../../../app/my-offer-queries';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { toast } from '../../../ui/toast-store';
import type { BuilderStore } from '../state/builder-store';

type Props = { element: Element; type: OfferCardType; store: BuilderStore };

/**
 * 'Use my offer' on a pricing or offer card: one of the coach's offers fills its product name,
 * price, what is included and its button's link, as one undoable edit saved like any other.
 */
export function UseMyOffer({ element, type, store }: Props) {
  const id = useId();
  const offers = useMyOffers();
  const [chosen, setChosen] = useState('');
  const list = offers.data?.offers ?? [];
  const offer = list.find((o) => String(o.id) === chosen);

  const use = () => {
    if (!offer) return;
    const content = offerCardContent(type, offer);
    store.dispatch({
      type: 'batch',
      actions: Object.entries(content).map(([field, value]) => ({
        type: 'edit-content' as const,
        elementId: element.id,
        field,
        value,
      })),
    });
    store.sealEdit();
    setChosen('');
    toast({
      title: 'Offer used',
      description: `${offer.name} is on the card. Press Undo to take it back.`,
      kind: 'success',
    });
  };

  if (offers.data && list.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Fill this card from one of your offers:{' '}
        <a
          href="/my-offers?new=1"
          target="_blank"
          rel="noopener"
          className="text-indigo-700 underline"
        >
          add your first offer
        </a>
      </p>
    );
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Use my offer</Label>
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          className="w-full"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{offers.isPending ? 'Loading offers...' : 'Choose an offer'}</option>
          {list.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outline" onClick={use} disabled={!offer}>
          Use
        </Button>
      </div>
      {offers.isError && <p className="text-sm text-red-700">Your offers could not be loaded.</p>}
    </div>
  );
}
