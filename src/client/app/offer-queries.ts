import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ContentItem } from '../../model/ai/content';
import { figuresLeftOff, type OfferCurrency } from '../../model/ai/offer-page';
import { SUGGESTED_FIGURE_NAMES, type GrandSlamOffer } from '../../model/ai/outputs';
import type { Website } from '../../model/website';
import { apiRequest, failureMessage } from '../lib/api';
import { newKeyPrefix } from '../lib/idempotency-key';
import { toast } from '../ui/toast-store';
import { websitesKey } from '../screens/dashboard/website-queries';
import { contentKeys } from './ai-queries';

/** Keeping an edited offer, and 'Use on a page' (a new Course Offer website, opened to edit). */
export function useOfferActions(contentId: number, offer: GrandSlamOffer) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: (offer: GrandSlamOffer) =>
      apiRequest<ContentItem>(`/api/content/${contentId}`, { method: 'PUT', body: { offer } }),
    onSuccess: async () => {
      toast({ title: 'Offer Saved', kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
    onError: (error) =>
      toast({ title: 'Save Failed', description: failureMessage(error), kind: 'error' }),
  });
  const useOnPage = useMutation({
    mutationFn: (currency: OfferCurrency) =>
      apiRequest<Website>(`/api/content/${contentId}/website`, {
        method: 'POST',
        body: { currency },
        idempotencyKey: newKeyPrefix(),
      }),
    onSuccess: async (website) => {
      const leftOff = figuresLeftOff(offer).map((f) => SUGGESTED_FIGURE_NAMES[f]);
      toast({
        title: 'Page Created',
        description: leftOff.length
          ? `“${website.name}” is ready to edit. Left off the page until you accept them: the suggested ${leftOff.join(', ')}.`
          : `“${website.name}” is ready to edit.`,
        kind: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: websitesKey });
      void navigate(`/builder/${website.id}`);
    },
    onError: (error) =>
      toast({
        title: 'Could not make the page',
        description: failureMessage(error),
        kind: 'error',
      }),
  });
  return { save, useOnPage };
}
