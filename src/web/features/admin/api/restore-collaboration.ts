import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateTopic } from '../../../lib/query-topics';
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
        // The board and pages of collaborations (that feature's queries) show it again when next shown.
        invalidateTopic(queryClient, 'collaborations', { refetchType: 'none' }),
      ]),
  });
}
