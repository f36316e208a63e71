import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath } from '../../../entities/collaborations/collaboration-keys';

/** DELETE /api/collaborations/:id/members/me (204): the caller stops executing it. */
export function leaveCollaboration(id: string): Promise<void> {
  return apiFetch<void>(collaborationPath(id, '/members/me'), { method: 'DELETE' });
}

export function useLeaveCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveCollaboration,
    // Its members, candidates and the caller's access have changed. Marked stale but not asked
    // for now: the edit area still on screen would flash the access alert before the way out.
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.one(id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: collaborationKeys.board }),
      ]),
  });
}
