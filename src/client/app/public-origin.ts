import { useQuery } from '@tanstack/react-query';
import type { PublicAddressAnswer } from '../../model/api-answers';
import { apiRequest } from '../lib/api';

/**
 * Where this server says visitors reach live pages (PUBLIC_URL when it is set), which can differ
 * from the address the coach opened the app at. This site's own origin until it has answered.
 */
export function usePublicOrigin(): string {
  return (
    useQuery({
      queryKey: ['public-address'],
      queryFn: async () => (await apiRequest<PublicAddressAnswer>('/api/public-address')).origin,
      staleTime: Infinity,
    }).data ?? window.location.origin
  );
}
