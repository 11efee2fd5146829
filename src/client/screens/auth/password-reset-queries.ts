import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetAvailability, PublicUser } from '../../../model/auth';
import { apiRequest } from '../../lib/api';
import { meKey } from '../../app/session';

/** Whether this server emails reset links (the operator set SMTP_URL). */
export function useResetAvailability() {
  return useQuery({
    queryKey: ['password-reset'],
    queryFn: () => apiRequest<PasswordResetAvailability>('/api/auth/password-reset'),
  });
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function useAskResetLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<undefined>('/api/auth/password-reset', { method: 'POST', body: { email } }),
  });
}

/** Sets the new password from the link; the coach is then signed in here (and nowhere else). */
export function useConfirmReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest<{ user: PublicUser }>('/api/auth/password-reset/confirm', {
        method: 'POST',
        body: input,
      }),
    onSuccess: ({ user }) => {
      queryClient.clear();
      queryClient.setQueryData(meKey, user);
    },
  });
}
