import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemInput } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath } from '../../../entities/collaborations/collaboration-keys';

/** POST /api/collaborations/:id/items: posts an update or a help request; answers its id. */
export function createItem({ id, input }: { id: string; input: ItemInput }): Promise<{ id: string }> {
  return apiFetch<{ id: string }>(collaborationPath(id, '/items'), { method: 'POST', body: input });
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    // Updates show on the collaboration page, help requests on the board; both in their lists.
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.one(id) }),
        queryClient.invalidateQueries({ queryKey: collaborationKeys.board }),
      ]),
  });
}
