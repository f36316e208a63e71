import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail, ItemRevision } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath } from './collaboration-keys';

type Revision = { id: string; itemId: string; input: ItemRevision };

/**
 * PUT /api/collaborations/:id/items/:itemId: its author changes an update or help request that
 * waits for review or was sent back; it waits for review again. Answers the item.
 */
export function reviseItem({ id, itemId, input }: Revision): Promise<ItemDetail> {
  return apiFetch<ItemDetail>(collaborationPath(id, `/items/${encodeURIComponent(itemId)}`), { method: 'PUT', body: input });
}

export function useReviseItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseItem,
    // Its page shows the answer at once; its lists (with its title and state) are asked for again.
    onSuccess: (item, { id, itemId }) => {
      queryClient.setQueryData(collaborationKeys.item(id, itemId), item);
      return queryClient.invalidateQueries({
        queryKey: collaborationKeys.one(id),
        predicate: (query) => query.queryKey[3] !== 'item' || query.queryKey[4] !== itemId,
      });
    },
  });
}
