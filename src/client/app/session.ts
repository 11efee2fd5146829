import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../model/auth';
import { ApiError, apiRequest } from '../lib/api';

export const meKey = ['me'] as const;

/** The signed-in coach, or null: this read yields null on 401 instead of failing (spec point 8). */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        return (await apiRequest<{ user: PublicUser }>('/api/auth/me')).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

/** Signs this browser out, or with `everywhere` every browser of the account; forgets all data. */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<undefined>(everywhere ? '/api/auth/logout-everywhere' : '/api/auth/logout', {
        method: 'POST',
      }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meKey, null);
    },
  });
}
