import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Journey,
  JourneyDraftAnswer,
  JourneyFields,
  JourneysAnswer,
} from '../../model/journeys/journey';
import { apiRequest, failureMessage } from '../lib/api';
import { newKeyPrefix } from '../lib/idempotency-key';
import { toast } from '../ui/toast-store';

export const journeyKeys = { all: ['journeys'] as const };

/** The coach's journey maps, newest first. */
export function useJourneys() {
  return useQuery({
    queryKey: journeyKeys.all,
    queryFn: () => apiRequest<JourneysAnswer>('/api/journeys'),
  });
}

/** Saving (new or edited), deleting and drafting journey maps, with toasts. */
export function useJourneyActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: journeyKeys.all });
  const save = useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: JourneyFields }) =>
      id === null
        ? apiRequest<Journey>('/api/journeys', {
            method: 'POST',
            body: fields,
            idempotencyKey: newKeyPrefix(),
          })
        : apiRequest<Journey>(`/api/journeys/${id}`, { method: 'PUT', body: fields }),
    onSuccess: async () => {
      toast({ title: 'Journey Saved', kind: 'success' });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Save Failed', description: failureMessage(error), kind: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(`/api/journeys/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({
        title: 'Journey Deleted',
        description: 'The journey map was removed.',
        kind: 'success',
      });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Delete Failed', description: failureMessage(error), kind: 'error' }),
  });
  const draft = useMutation({
    mutationFn: (input: { avatarId: number; variant: number }) =>
      apiRequest<JourneyDraftAnswer>('/api/journeys/draft', { method: 'POST', body: input }),
    onError: (error) =>
      toast({ title: 'Draft Failed', description: failureMessage(error), kind: 'error' }),
  });
  return { save, remove, draft };
}
