import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferFields, OffersAnswer } from '../../model/offers/offer';
import { apiRequest } from '../lib/api';
import { newKeyPrefix } from '../lib/idempotency-key';
import { toast } from '../ui/toast-store';

export const myOfferKeys = { all: ['my-offers'] as const };

/** The coach's own offers (My offers, issue 24), oldest first. */
export function useMyOffers() {
  return useQuery({
    queryKey: myOfferKeys.all,
    queryFn: () => apiRequest<OffersAnswer>('/api/offers'),
  });
}

/** 'Save Failed' for an offer that could not be saved. */
export const offerSaveFailed = () =>
  toast({ title: 'Save Failed', description: 'Failed to save offer', kind: 'error' });

/** Saving (new or edited) and deleting offers, with toasts. */
export function useMyOfferActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myOfferKeys.all });
  const save = useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: OfferFields }) =>
      id === null
        ? apiRequest<Offer>('/api/offers', {
            method: 'POST',
            body: fields,
            idempotencyKey: newKeyPrefix(),
          })
        : apiRequest<Offer>(`/api/offers/${id}`, { method: 'PUT', body: fields }),
    onSuccess: async () => {
      toast({ title: 'Offer Saved', kind: 'success' });
      await refresh();
    },
    onError: offerSaveFailed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(`/api/offers/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ title: 'Offer Deleted', description: 'The offer was removed.', kind: 'success' });
      await refresh();
    },
    onError: () =>
      toast({ title: 'Delete Failed', description: 'Failed to delete offer', kind: 'error' }),
  });
  return { save, remove };
}
