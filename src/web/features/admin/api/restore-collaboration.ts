import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/collaborations/:id/restore: back to the status it had before it was deleted. */
export function restoreCollaboration(id: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/collaborations/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function useRestoreCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCollaboration,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.deletedCollaborations }),
        // The board and pages of collaborations live under this key (collaboration feature):
        // the restored one must show there again, without importing that feature's internals.
        queryClient.invalidateQueries({ queryKey: ['collaborations'], refetchType: 'none' }),
      ]),
  });
}
