import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath } from '../../../entities/collaborations/collaboration-keys';

/** POST /api/collaborations/:id/members: adds the chosen people as executing members. */
export function addMembers({ id, userIds }: { id: string; userIds: string[] }): Promise<CollaborationDetail> {
  return apiFetch<CollaborationDetail>(collaborationPath(id, '/members'), { method: 'POST', body: { userIds } });
}

export function useAddMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMembers,
    onSuccess: (collaboration) => {
      // No reload after adding: the answer is the collaboration as it now is, and the people
      // just added are no longer candidates.
      queryClient.setQueryData(collaborationKeys.detail(collaboration.id), collaboration);
      return queryClient.invalidateQueries({ queryKey: collaborationKeys.candidates(collaboration.id) });
    },
  });
}
