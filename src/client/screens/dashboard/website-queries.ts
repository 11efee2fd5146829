import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateSummary } from '../../../model/templates/types';
import type { Website, WebsiteSummary } from '../../../model/website';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api';
import { RetryKeys } from '../../lib/idempotency-key';

export const websitesKey = ['websites'] as const;

/** Raises the spec's "{what}: {status}" for a failed call, keeping other failures as they are. */
async function withStatusMessage<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`${what}: ${error.status}`, { cause: error });
    throw error;
  }
}

export function useWebsites() {
  return useQuery({
    queryKey: websitesKey,
    queryFn: () =>
      withStatusMessage('Failed to fetch websites', () =>
        apiRequest<WebsiteSummary[]>('/api/websites'),
      ),
  });
}

export function useTemplates() {
  return useQuery({
    queryKey: ['templates'],
    queryFn: () => apiRequest<TemplateSummary[]>('/api/templates'),
  });
}

export function useCreateWebsite() {
  const queryClient = useQueryClient();
  const [keys] = useState(() => new RetryKeys());
  return useMutation({
    mutationFn: async (input: { name: string; template: string }) => {
      const change = JSON.stringify(input);
      const website = await apiRequest<Website>('/api/websites', {
        method: 'POST',
        body: { ...input, userId: 1 },
        idempotencyKey: keys.for(change),
      });
      keys.succeeded(change);
      return website;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: websitesKey }),
  });
}

export function useDuplicateWebsite() {
  const queryClient = useQueryClient();
  const [keys] = useState(() => new RetryKeys());
  return useMutation({
    mutationFn: (id: number) =>
      withStatusMessage('Failed to duplicate website', async () => {
        const change = String(id);
        const copy = await apiRequest<Website>(`/api/websites/${id}/duplicate`, {
          method: 'POST',
          idempotencyKey: keys.for(change),
        });
        keys.succeeded(change);
        return copy;
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: websitesKey }),
  });
}

export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<undefined>(`/api/websites/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: websitesKey }),
  });
}
