import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Candidates } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath, collaborationTopics } from './collaboration-keys';

/** GET /api/collaborations/:id/candidates: everyone not yet executing the collaboration. */
export function getCandidates(id: string, signal?: AbortSignal): Promise<Candidates> {
  return apiFetch<Candidates>(collaborationPath(id, '/candidates'), { signal });
}

export const candidatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collaborationKeys.candidates(id),
    meta: collaborationTopics,
    queryFn: ({ signal }) => getCandidates(id, signal),
  });

export function useCandidates(id: string) {
  return useQuery(candidatesQueryOptions(id));
}
