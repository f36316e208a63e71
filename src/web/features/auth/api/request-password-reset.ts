import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: mails a reset link (the answer is the same whether or not an account uses the email). */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
