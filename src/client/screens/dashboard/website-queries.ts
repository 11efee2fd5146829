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
    mutationFn: (input: { name: string; template: string }) =>
      keys.send(JSON.stringify(input), (idempotencyKey) =>
        apiRequest<Website>('/api/websites', {
          method: 'POST',
          body: { ...input, userId: 1 },
          idempotencyKey,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: websitesKey }),
  });
}

export function useDuplicateWebsite() {
  const queryClient = useQueryClient();
  const [keys] = useState(() => new RetryKeys());
  return useMutation({
    mutationFn: (id: number) =>
      withStatusMessage('Failed to duplicate website', () =>
        keys.send(String(id), (idempotencyKey) =>
          apiRequest<Website>(`/api/websites/${id}/duplicate`, { method: 'POST', idempotencyKey }),
        ),
      ),
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
