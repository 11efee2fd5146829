import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** POST /api/auth/password: this browser stays signed in; every other one is signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest<undefined>('/api/auth/password', { method: 'POST', body: input }),
  });
}
