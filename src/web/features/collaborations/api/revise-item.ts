import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail, ItemRevision } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationPath, keepChangedItem } from '../../../entities/collaborations/collaboration-keys';

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
    onSuccess: (item, { id }) => keepChangedItem(queryClient, id, item),
  });
}
