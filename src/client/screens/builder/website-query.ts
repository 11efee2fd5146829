import { useQuery } from '@tanstack/react-query';
import type { Website } from '../../../model/website';
import { ApiError, apiRequest } from '../../lib/api';

export function websiteKey(id: number) {
  return ['website', id] as const;
}

export function useWebsite(id: number) {
  return useQuery({
    queryKey: websiteKey(id),
    // The builder keeps its own copy while open; every visit starts from what the server has now.
    gcTime: 0,
    queryFn: async () => {
      try {
        return await apiRequest<Website>(`/api/websites/${id}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw error;
        throw new Error('Failed to fetch website', { cause: error });
      }
    },
  });
}
