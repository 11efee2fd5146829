import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnAiAnswer, OwnAiInput, OwnAiTestAnswer } from '../../../model/ai/own-ai';
import { apiRequest } from '../../lib/api';

/** POST /api/auth/password: this browser stays signed in; every other one is signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest<undefined>('/api/auth/password', { method: 'POST', body: input }),
  });
}

const OWN_AI = ['account', 'own-ai'] as const;

/** GET /api/account/ai: the coach's own AI (the key's last 4 only). */
export function useOwnAi() {
  return useQuery({
    queryKey: OWN_AI,
    queryFn: () => apiRequest<OwnAiAnswer>('/api/account/ai'),
  });
}

/** PUT /api/account/ai; DELETE with `null`. */
export function useSaveOwnAi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OwnAiInput | null) =>
      input
        ? apiRequest<OwnAiAnswer>('/api/account/ai', { method: 'PUT', body: input })
        : apiRequest<undefined>('/api/account/ai', { method: 'DELETE' }),
    onSuccess: async (answer) => {
      if (answer) queryClient.setQueryData(OWN_AI, answer);
      else await queryClient.invalidateQueries({ queryKey: OWN_AI });
    },
  });
}

/** POST /api/account/ai/test: one tiny call with the saved settings. */
export function useTestOwnAi() {
  return useMutation({
    mutationFn: () =>
      apiRequest<OwnAiTestAnswer>('/api/account/ai/test', { method: 'POST', body: {} }),
  });
}
