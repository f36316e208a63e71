import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

/** POST /api/admin/members/:id/disable: their sessions end; 409 for your own account or the last admin. */
export function disableMember(id: string): Promise<unknown> {
  return apiFetch<unknown>(memberPath(id, '/disable'), { method: 'POST' });
}

export function useDisableMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
