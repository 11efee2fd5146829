import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationsAnswer } from '../../model/coach/conversation';
import { apiRequest, failureMessage } from '../lib/api';
import { toast } from '../ui/toast-store';

export const coachKeys = {
  all: ['coach'] as const,
  list: ['coach', 'list'] as const,
  one: (id: number) => ['coach', 'conversation', id] as const,
};

export function useConversations() {
  return useQuery({
    queryKey: coachKeys.list,
    queryFn: () => apiRequest<ConversationsAnswer>('/api/coach/conversations'),
  });
}

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: coachKeys.one(id ?? 0),
    queryFn: () => apiRequest<Conversation>(`/api/coach/conversations/${id}`),
    enabled: id !== null,
  });
}

/** Starting, renaming and deleting sessions, with toasts. */
export function useConversationActions() {
  const queryClient = useQueryClient();
  // A list still on its first load would be joined, not fetched again, and miss the change:
  // that load is cancelled first, so the list is always asked for after the change.
  const refresh = async () => {
    await queryClient.cancelQueries({ queryKey: coachKeys.list });
    await queryClient.invalidateQueries({ queryKey: coachKeys.list });
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: failureMessage(error), kind: 'error' });
  const create = useMutation({
    mutationFn: () =>
      apiRequest<Conversation>('/api/coach/conversations', { method: 'POST', body: {} }),
    onSuccess: async (created) => {
      queryClient.setQueryData(coachKeys.one(created.id), created);
      await refresh();
    },
    onError: failed('Could Not Start Session'),
  });
  const rename = useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) =>
      apiRequest<Conversation>(`/api/coach/conversations/${id}`, {
        method: 'PATCH',
        body: { title },
      }),
    onSuccess: async (renamed) => {
      queryClient.setQueryData(coachKeys.one(renamed.id), renamed);
      toast({ title: 'Session Renamed', kind: 'success' });
      await refresh();
    },
    onError: failed('Rename Failed'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(`/api/coach/conversations/${id}`, { method: 'DELETE' }),
    onSuccess: async (_done, id) => {
      queryClient.removeQueries({ queryKey: coachKeys.one(id) });
      toast({ title: 'Session Deleted', kind: 'success' });
      await refresh();
    },
    onError: failed('Delete Failed'),
  });
  return { create, rename, remove };
}
