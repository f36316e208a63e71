import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollaborationChange } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath, collaborationTopics } from '../../../entities/collaborations/collaboration-keys';

/**
 * GET /api/collaborations/:id/change: a change to its title, picture and description that waits
 * for review, as it will look, beside what is shown until then; its author's and reviewers'
 * only (anyone else, or where none waits, is answered 404).
 */
export function getCollaborationChange(id: string, signal?: AbortSignal): Promise<CollaborationChange> {
  return apiFetch<CollaborationChange>(collaborationPath(id, '/change'), { signal });
}

export const collaborationChangeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collaborationKeys.change(id),
    meta: collaborationTopics,
    queryFn: ({ signal }) => getCollaborationChange(id, signal),
  });

/** The change waiting for collaboration `id`; `enabled: false` while there is none to ask for. */
export function useCollaborationChange(id: string, enabled = true) {
  return useQuery({ ...collaborationChangeQueryOptions(id), enabled });
}
