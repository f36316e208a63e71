import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationPath, keepChangedItem } from '../../../entities/collaborations/collaboration-keys';

/** POST /api/collaborations/:id/items/:itemId/show: a teacher or admin shows a hidden update or help request again. Answers the item. */
export function showItem({ id, itemId }: { id: string; itemId: string }): Promise<ItemDetail> {
  return apiFetch<ItemDetail>(collaborationPath(id, `/items/${encodeURIComponent(itemId)}/show`), { method: 'POST' });
}

export function useShowItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showItem,
    onSuccess: (item, { id }) => keepChangedItem(queryClient, id, item),
  });
}
