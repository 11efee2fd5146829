import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookInput,
} from '../../../model/webhooks/webhooks';
import { apiRequest } from '../../lib/api';

const WEBHOOKS = ['account', 'webhooks'] as const;
const deliveriesKey = (id: number) => [...WEBHOOKS, id, 'deliveries'] as const;

/** GET /api/webhooks: the coach's endpoints (never their secrets). */
export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS,
    queryFn: async () =>
      (await apiRequest<{ webhooks: WebhookEndpoint[] }>('/api/webhooks')).webhooks,
  });
}

/** POST /api/webhooks: the answer carries the signing secret, this once. */
export function useAddWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookInput) =>
      apiRequest<CreatedWebhook>('/api/webhooks', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS, exact: true }),
  });
}

/** DELETE /api/webhooks/:id. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<undefined>(`/api/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}

/** GET /api/webhooks/:id/deliveries, asked again every 2 s while one is still being tried. */
export function useWebhookDeliveries(id: number, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(id),
    enabled,
    queryFn: async () =>
      (await apiRequest<{ deliveries: WebhookDelivery[] }>(`/api/webhooks/${id}/deliveries`))
        .deliveries,
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending') ? 2000 : false,
  });
}

/** POST /api/webhooks/:id/test: a made-up lead, sent by the outbox like any event. */
export function useSendTestEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ id: string }>(`/api/webhooks/${id}/test`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
