import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemDetail } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath, collaborationTopics } from '../../../entities/collaborations/collaboration-keys';

/** GET /api/collaborations/:id/items/:itemId: a help or update page. */
export function getItem(id: string, itemId: string, signal?: AbortSignal): Promise<ItemDetail> {
  return apiFetch<ItemDetail>(collaborationPath(id, `/items/${encodeURIComponent(itemId)}`), { signal });
}

export const itemQueryOptions = (id: string, itemId: string) =>
  queryOptions({
    queryKey: collaborationKeys.item(id, itemId),
    meta: collaborationTopics,
    queryFn: ({ signal }) => getItem(id, itemId, signal),
  });

/** The item `itemId` of collaboration `id`; `enabled: false` for ids that cannot exist. */
export function useItem(id: string, itemId: string, enabled = true) {
  return useQuery({ ...itemQueryOptions(id, itemId), enabled });
}
