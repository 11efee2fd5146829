import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoriesAnswer, Story, StoryFields } from '../../model/stories/story';
import { apiRequest } from '../lib/api';
import { newKeyPrefix } from '../lib/idempotency-key';
import { toast } from '../ui/toast-store';

export const storyKeys = { all: ['stories'] as const };

/** The coach's stories, newest first (filtered on the screen: a coach keeps a few hundred). */
export function useStories() {
  return useQuery({
    queryKey: storyKeys.all,
    queryFn: () => apiRequest<StoriesAnswer>('/api/stories'),
  });
}

/** 'Save Failed' for a story that could not be saved. */
export const storySaveFailed = () =>
  toast({ title: 'Save Failed', description: 'Failed to save story', kind: 'error' });

/** Saving (new or edited) and deleting stories, with toasts. */
export function useStoryActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: storyKeys.all });
  const save = useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: StoryFields }) =>
      id === null
        ? apiRequest<Story>('/api/stories', {
            method: 'POST',
            body: fields,
            idempotencyKey: newKeyPrefix(),
          })
        : apiRequest<Story>(`/api/stories/${id}`, { method: 'PUT', body: fields }),
    onSuccess: async () => {
      toast({ title: 'Story Saved', kind: 'success' });
      await refresh();
    },
    onError: storySaveFailed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(`/api/stories/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ title: 'Story Deleted', description: 'The story was removed.', kind: 'success' });
      await refresh();
    },
    onError: () =>
      toast({ title: 'Delete Failed', description: 'Failed to delete story', kind: 'error' }),
  });
  return { save, remove };
}
