import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordBody } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';

export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** POST /api/auth/change-password: needs the current password; every other session ends, this one stays. */
export function changePassword(body: ChangePasswordBody): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
