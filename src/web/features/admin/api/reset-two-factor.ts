import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

/** POST /api/admin/members/:id/reset-two-factor: for a member who lost their phone and codes. */
export function resetTwoFactor(id: string): Promise<unknown> {
  return apiFetch<unknown>(memberPath(id, '/reset-two-factor'), { method: 'POST' });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
