import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/reset-password: the new password, with the token of the mailed link. */
export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
