import { Pencil, Trash2 } from 'lucide-react';
import { formatOfferPrice, type Offer } from '../../../../model/offers/offer';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';

type Props = { offer: Offer; onEdit: () => void; onDelete: () => void };

/** One of her offers: name, price, how long and how, what is included, where buyers pay or book. */
export function OfferCard({ offer, onEdit, onDelete }: Props) {
  const price = formatOfferPrice(offer);
  return (
    <Card className="flex flex-col gap-3 p-5" role="article" aria-label={offer.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{offer.name}</h2>
        <p className="text-lg font-bold tabular-nums">{price || 'No price yet'}</p>
      </div>
      {(offer.duration || offer.format) && (
        <p className="text-sm text-slate-600">
          {[offer.duration, offer.format].filter(Boolean).join(' · ')}
        </p>
      )}
      {offer.includes.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-slate-700" aria-label="What is included">
          {offer.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <dl className="grid gap-1 text-xs text-slate-600">
        {offer.checkoutLink && (
          <div className="flex gap-1">
            <dt>Checkout:</dt>
            <dd className="truncate">{offer.checkoutLink}</dd>
          </div>
        )}
        {offer.bookingLink && (
          <div className="flex gap-1">
            <dt>Booking:</dt>
            <dd className="truncate">{offer.bookingLink}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto flex gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${offer.name}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${offer.name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </Card>
  );
}
