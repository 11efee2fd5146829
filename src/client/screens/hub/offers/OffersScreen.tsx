import { Plus, Tag } from 'lucide-react';
import { offerInputSchema, type Offer, type OfferFields } from '../../../../model/offers/offer';
import { useMyOfferActions, useMyOffers } from '../../../app/my-offer-queries';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { editableFields, useAreaEditing } from '../../areas/area-editing';
import { OfferCard } from './OfferCard';
import { OfferForm } from './OfferForm';

type Editing = { id: number | null; fields: OfferFields };

const blank = (): OfferFields => ({ ...offerInputSchema.parse({ name: 'x' }), name: '' });

/** /my-offers: the coach's own products, filled once and used on pages and by the writers. */
export default function OffersScreen() {
  const offers = useMyOffers();
  const { save, remove } = useMyOfferActions();
  const { editing, setEditing, deleting, setDeleting } = useAreaEditing<Offer, Editing>(() => ({
    id: null,
    fields: blank(),
  }));
  const list = offers.data?.offers ?? [];
  const startNew = () => setEditing({ id: null, fields: blank() });

  if (editing) {
    return (
      <AreaPage
        title={editing.id === null ? 'New offer' : `Editing “${editing.fields.name}”`}
        description="Your product as you sell it. Pages and AI writers use these facts as they are."
      >
        <OfferForm
          initial={editing.fields}
          saving={save.isPending}
          onSave={async (fields) => {
            await save.mutateAsync({ id: editing.id, fields });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </AreaPage>
    );
  }

  return (
    <AreaPage
      title="My Offers"
      description="What you sell: name, price, what is included, and where buyers pay or book."
      actions={
        list.length > 0 && (
          <Button onClick={startNew}>
            <Plus aria-hidden="true" /> New Offer
          </Button>
        )
      }
    >
      <QueryStatus query={offers} loading="Loading your offers..." />
      {offers.data && list.length === 0 && (
        <Card className="mx-auto flex max-w-2xl flex-col items-center gap-4 p-10 text-center">
          <Tag aria-hidden="true" className="size-10 text-indigo-300" />
          <h2 className="text-xl font-semibold">No offers yet.</h2>
          <p className="text-slate-600">
            Add the programmes and sessions you sell, once. Pricing cards, your grand-slam offer,
            posts and emails then use your real name, price and links.
          </p>
          <Button onClick={startNew}>Add your first offer</Button>
        </Card>
      )}
      {list.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              onEdit={() => setEditing({ id: offer.id, fields: editableFields(offer) })}
              onDelete={() => setDeleting(offer)}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.name ?? 'this offer'}”?`}
        description="The offer is removed for good. Pages already using it keep their words."
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </AreaPage>
  );
}
