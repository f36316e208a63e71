import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CollaborationDetail, CollaborationInput } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath } from '../../../entities/collaborations/collaboration-keys';

/** PUT /api/collaborations/:id: replaces the idea's title, thumbnail and description. */
export function updateCollaboration({ id, input }: { id: string; input: CollaborationInput }): Promise<CollaborationDetail> {
  return apiFetch<CollaborationDetail>(collaborationPath(id), { method: 'PUT', body: input });
}

/**
 * After a change answered with the collaboration as it now is: its page shows the answer at
 * once, and everything else showing it (the board, its items' pages and cards, which carry
 * its title, thumbnail and status) is asked for again.
 */
export function storeChangedCollaboration(queryClient: QueryClient, collaboration: CollaborationDetail) {
  queryClient.setQueryData(collaborationKeys.detail(collaboration.id), collaboration);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: collaborationKeys.board }),
    queryClient.invalidateQueries({
      queryKey: collaborationKeys.one(collaboration.id),
      predicate: (query) => query.queryKey[3] !== 'detail',
    }),
  ]);
}

export function useUpdateCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCollaboration,
    onSuccess: (collaboration) => storeChangedCollaboration(queryClient, collaboration),
  });
}
