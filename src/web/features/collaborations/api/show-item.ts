import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath } from './collaboration-keys';

/** POST /api/collaborations/:id/items/:itemId/show: a teacher or admin shows a hidden update or help request again. Answers the item. */
export function showItem({ id, itemId }: { id: string; itemId: string }): Promise<ItemDetail> {
  return apiFetch<ItemDetail>(collaborationPath(id, `/items/${encodeURIComponent(itemId)}/show`), { method: 'POST' });
}

export function useShowItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showItem,
    // Its page shows the answer at once; its collaboration's lists (where it is back) are asked for again.
    onSuccess: (item, { id, itemId }) => {
      queryClient.setQueryData(collaborationKeys.item(id, itemId), item);
      return queryClient.invalidateQueries({
        queryKey: collaborationKeys.one(id),
        predicate: (query) => query.queryKey[3] !== 'item' || query.queryKey[4] !== itemId,
      });
    },
  });
}
