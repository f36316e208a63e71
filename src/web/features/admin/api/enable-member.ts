import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

/** POST /api/admin/members/:id/enable: the account may sign in again. */
export function enableMember(id: string): Promise<unknown> {
  return apiFetch<unknown>(memberPath(id, '/enable'), { method: 'POST' });
}

export function useEnableMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
