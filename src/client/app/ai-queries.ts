import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { NO_AVATAR_MESSAGE } from '../../model/ai/api';
import type { ContentKind } from '../../model/ai/content';
import { apiErrorOf, apiRequest } from '../lib/api';
import { toast } from '../ui/toast-store';

/** The content library's queries: one per kind filter, all under 'content'. */
export const contentKeys = {
  all: ['content'] as const,
  list: (kind: ContentKind | 'all') => ['content', kind] as const,
};

export const noAvatarToast = () =>
  toast({ title: 'No Avatar Selected', description: NO_AVATAR_MESSAGE, kind: 'error' });

/** Spec point 7: which call writes each kind. */
const CALLS: Record<ContentKind, { path: string; body: Record<string, unknown> }> = {
  website: { path: '/api/ai/generate-killer-copy', body: { kind: 'website' } },
  email: { path: '/api/ai/generate-killer-copy', body: { kind: 'email' } },
  social: { path: '/api/ai/generate-social-content', body: { contentType: 'conversion' } },
  offer: {
    path: '/api/ai/generate-grand-slam-offer',
    body: { serviceType: 'coaching', pricePoint: 'premium' },
  },
};

/**
 * Runs one AI request at a time with the spec's toasts: 'No Avatar Selected' when the server
 * asks for an avatar, 'Generation Failed: Failed to generate {kind} content' when it fails,
 * 'Content Generated' when it worked. `cancel` aborts the request (and the server's work).
 */
export function useGeneration() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run<T>(
    label: string,
    kind: ContentKind,
    path: string,
    body: unknown,
  ): Promise<T | null> {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setRunning(label);
    try {
      const answer = await apiRequest<T>(path, { method: 'POST', body, signal: abort.signal });
      toast({ title: 'Content Generated', kind: 'success' });
      // A list still loading was asked before this item existed: an invalidation alone would wait
      // for that answer (no data yet, so it is not cancelled) and show the list without the item.
      await queryClient.cancelQueries({ queryKey: contentKeys.all });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      return answer;
    } catch (error) {
      if (abort.signal.aborted) return null;
      if (apiErrorOf(error)?.message === NO_AVATAR_MESSAGE) noAvatarToast();
      else
        toast({
          title: 'Generation Failed',
          description: `Failed to generate ${kind} content`,
          kind: 'error',
        });
      return null;
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setRunning(null);
      }
    }
  }

  return {
    running,
    run,
    /** Writes one kind of content for the current avatar (another variant each time). */
    generate: <T>(kind: ContentKind, variant = 0) =>
      run<T>(kind, kind, CALLS[kind].path, { ...CALLS[kind].body, variant }),
    cancel: () => {
      controller.current?.abort();
      controller.current = null;
      setRunning(null);
    },
  };
}
