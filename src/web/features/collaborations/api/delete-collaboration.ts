import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath } from '../../../entities/collaborations/collaboration-keys';

/** DELETE /api/collaborations/:id (204): a soft delete an admin can undo, recording who and when. */
export function deleteCollaboration(id: string): Promise<void> {
  return apiFetch<void>(collaborationPath(id), { method: 'DELETE' });
}

export function useDeleteCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollaboration,
    onSuccess: (_, id) =>
      Promise.all([
        // Marked stale but not asked for now: the page still on screen would only hear 404.
        // Whoever opens it again gets the answer as it is then.
        queryClient.invalidateQueries({ queryKey: collaborationKeys.one(id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: collaborationKeys.board }),
      ]),
  });
}
