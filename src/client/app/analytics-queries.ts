import { useQuery } from '@tanstack/react-query';
import type { AnalyticsAnswer } from '../../model/analytics/analytics';
import type { Day } from '../../model/analytics/date-range';
import { apiRequest } from '../lib/api';

export type AnalyticsWindow = { websiteId: number | null; from: Day; to: Day };

/** The query string of a window, as /api/analytics and /api/analytics.csv take it. */
export function analyticsSearch({ websiteId, from, to }: AnalyticsWindow): string {
  const params = new URLSearchParams({ from, to });
  if (websiteId !== null) params.set('websiteId', String(websiteId));
  return params.toString();
}

/**
 * The figures of a window. Read again each time a screen showing them opens (visits arrive all the
 * time), unlike the app's other lists.
 */
export function useAnalytics(window: AnalyticsWindow) {
  return useQuery({
    queryKey: ['analytics', window.websiteId ?? 'all', window.from, window.to],
    queryFn: () => apiRequest<AnalyticsAnswer>(`/api/analytics?${analyticsSearch(window)}`),
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}
