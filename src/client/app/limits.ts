import { useQuery } from '@tanstack/react-query';
import type { Quotas } from '../../model/limits';
import { apiErrorOf, apiRequest } from '../lib/api';

/**
 * How much a coach may keep (GET /api/limits), read once: buttons are disabled with the reason
 * before the server would refuse. Undefined until it has answered; the server checks regardless.
 */
export function useLimits(): Quotas | undefined {
  return useQuery({
    queryKey: ['limits'],
    queryFn: () => apiRequest<Quotas>('/api/limits'),
  }).data;
}

/** The server's sentence when it refused because a limit was reached (409 naming it). */
export function limitReachedMessage(error: unknown): string | undefined {
  const refused = apiErrorOf(error);
  return refused?.status === 409 ? refused.message : undefined;
}
