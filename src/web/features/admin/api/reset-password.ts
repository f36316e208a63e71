import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { memberPath, type WithGeneratedPassword } from './admin-keys';

/** POST /api/admin/members/:id/password: a generated password, answered this once; their sessions end. */
export function resetPassword(id: string): Promise<WithGeneratedPassword> {
  return apiFetch<WithGeneratedPassword>(memberPath(id, '/password'), { method: 'POST', body: {} });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
