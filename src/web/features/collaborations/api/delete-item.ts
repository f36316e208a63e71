import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath } from '../../../entities/collaborations/collaboration-keys';

/** DELETE /api/collaborations/:id/items/:itemId (204). */
export function deleteItem({ id, itemId }: { id: string; itemId: string }): Promise<void> {
  return apiFetch<void>(collaborationPath(id, `/items/${encodeURIComponent(itemId)}`), { method: 'DELETE' });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_, { id, itemId }) => {
      queryClient.removeQueries({ queryKey: collaborationKeys.item(id, itemId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.one(id) }),
        queryClient.invalidateQueries({ queryKey: collaborationKeys.board }),
      ]);
    },
  });
}
