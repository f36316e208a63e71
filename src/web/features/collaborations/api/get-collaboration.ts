import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath, collaborationTopics } from '../../../entities/collaborations/collaboration-keys';

/** GET /api/collaborations/:id: the collaboration page, with what the caller may do. */
export function getCollaboration(id: string, signal?: AbortSignal): Promise<CollaborationDetail> {
  return apiFetch<CollaborationDetail>(collaborationPath(id), { signal });
}

export const collaborationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collaborationKeys.detail(id),
    meta: collaborationTopics,
    queryFn: ({ signal }) => getCollaboration(id, signal),
  });

/** The collaboration `id`; `enabled: false` for an id that cannot exist, which is never asked for. */
export function useCollaboration(id: string, enabled = true) {
  return useQuery({ ...collaborationQueryOptions(id), enabled });
}
