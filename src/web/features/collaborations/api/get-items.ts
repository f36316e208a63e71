import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemSummary } from '../../../../shared/schemas/collaborations.js';
import type { CollaborationItemKind } from '../../../../shared/schemas/content.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath, collaborationTopics } from '../../../entities/collaborations/collaboration-keys';

/** GET /api/collaborations/:id/items?kind=: a collaboration's updates or help requests, newest first. */
export function getItems(id: string, kind: CollaborationItemKind, signal?: AbortSignal): Promise<{ items: ItemSummary[] }> {
  return apiFetch<{ items: ItemSummary[] }>(collaborationPath(id, `/items?kind=${kind}`), { signal });
}

export const itemsQueryOptions = (id: string, kind: CollaborationItemKind) =>
  queryOptions({
    queryKey: collaborationKeys.items(id, kind),
    meta: collaborationTopics,
    queryFn: ({ signal }) => getItems(id, kind, signal),
  });

export function useItems(id: string, kind: CollaborationItemKind) {
  return useQuery(itemsQueryOptions(id, kind));
}
