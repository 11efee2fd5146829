import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Avatar, AvatarFields } from '../../model/avatars/avatar';
import type { AvatarsAnswer } from '../../model/avatars/api';
import { apiRequest } from '../lib/api';
import { newKeyPrefix } from '../lib/idempotency-key';
import { toast } from '../ui/toast-store';

/** The coach's avatars and which is current: one query, read by the avatar screen and the builder. */
export const avatarKeys = { all: ['avatars'] as const };

/**
 * The avatars. Screens outside the avatar screen read them `fresh` (again each time they open):
 * a coach makes avatars in another tab and comes back.
 */
export function useAvatars({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: avatarKeys.all,
    queryFn: () => apiRequest<AvatarsAnswer>('/api/avatars'),
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** The current avatar, or null (undefined while loading). */
export function useCurrentAvatar(options: { fresh?: boolean } = {}): {
  avatar: Avatar | null | undefined;
  isError: boolean;
} {
  const avatars = useAvatars(options);
  if (!avatars.data) return { avatar: undefined, isError: avatars.isError };
  const { currentId } = avatars.data;
  return {
    avatar: avatars.data.avatars.find((a) => a.id === currentId) ?? null,
    isError: false,
  };
}

/** 'Save Failed': the spec's toast when an avatar could not be saved (or was not complete enough to). */
export const saveFailed = () =>
  toast({ title: 'Save Failed', description: 'Failed to save customer avatar', kind: 'error' });

/** Saving (new or edited), selecting and deleting avatars, with the spec's toasts. */
export function useAvatarActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: avatarKeys.all });
  const save = useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: AvatarFields }) =>
      id === null
        ? apiRequest<Avatar>('/api/avatars', {
            method: 'POST',
            body: fields,
            idempotencyKey: newKeyPrefix(),
          })
        : apiRequest<Avatar>(`/api/avatars/${id}`, { method: 'PUT', body: fields }),
    onSuccess: async () => {
      toast({ title: 'Avatar Saved', kind: 'success' });
      await refresh();
    },
    onError: saveFailed,
  });
  const select = useMutation({
    mutationFn: (avatarId: number) =>
      apiRequest('/api/avatars/current', { method: 'PUT', body: { avatarId } }),
    onSuccess: async () => {
      toast({ title: 'Avatar Selected', kind: 'success' });
      await refresh();
    },
    onError: saveFailed,
  });
  const remove = useMutation({
    mutationFn: (avatarId: number) => apiRequest(`/api/avatars/${avatarId}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({
        title: 'Avatar Deleted',
        description: 'Customer avatar has been removed',
        kind: 'success',
      });
      await refresh();
    },
    onError: saveFailed,
  });
  return { save, select, remove };
}
