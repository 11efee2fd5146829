import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandAnswer, BrandKit } from '../../model/brand/brand-kit';
import type { WebsiteSummary } from '../../model/website';
import { apiRequest, failureMessage } from '../lib/api';
import { toast } from '../ui/toast-store';

export const brandKeys = { kit: ['brand'] as const };

/** The coach's brand kit (an empty one before they save). */
export function useBrandKit() {
  return useQuery({
    queryKey: brandKeys.kit,
    queryFn: () => apiRequest<BrandAnswer>('/api/brand'),
  });
}

/** Saving the kit and applying it to a website, with toasts. */
export function useBrandActions() {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (kit: BrandKit) =>
      apiRequest<BrandAnswer>('/api/brand', { method: 'PUT', body: kit }),
    onSuccess: (saved) => {
      queryClient.setQueryData(brandKeys.kit, saved);
      toast({
        title: 'Brand Saved',
        description: 'New websites will start from it.',
        kind: 'success',
      });
    },
    onError: (error) =>
      toast({ title: 'Save Failed', description: failureMessage(error), kind: 'error' }),
  });
  const apply = useMutation({
    mutationFn: (websiteId: number) =>
      apiRequest<WebsiteSummary>('/api/brand/apply', { method: 'POST', body: { websiteId } }),
    onSuccess: (website) =>
      toast({
        title: 'Brand Applied',
        description: `“${website.name}” now uses your colours, fonts and details. Publish it to show them live.`,
        kind: 'success',
      }),
    onError: (error) =>
      toast({ title: 'Apply Failed', description: failureMessage(error), kind: 'error' }),
  });
  return { save, apply };
}
