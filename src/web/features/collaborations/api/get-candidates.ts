import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateRole } from '../../../../shared/constants.js';
import type { Candidates } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationPath, collaborationTopics } from '../../../entities/collaborations/collaboration-keys';

/** What Add people looks for: words of a name (empty: anyone) and a kind of person (empty: every kind). */
export type CandidateSearch = { q: string; role: CandidateRole | '' };

/** GET /api/collaborations/:id/candidates?q=&role=: who could be added, alphabetically, at most 50, and whether more match. */
export function getCandidates(id: string, search: CandidateSearch, signal?: AbortSignal): Promise<Candidates> {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.role) params.set('role', search.role);
  const query = params.toString();
  return apiFetch<Candidates>(collaborationPath(id, query ? `/candidates?${query}` : '/candidates'), { signal });
}

export const candidatesQueryOptions = (id: string, search: CandidateSearch) =>
  queryOptions({
    queryKey: collaborationKeys.candidateSearch(id, search),
    meta: collaborationTopics,
    queryFn: ({ signal }) => getCandidates(id, search, signal),
    // The list found last stays on screen while the next search is on its way.
    placeholderData: keepPreviousData,
  });

export function useCandidates(id: string, search: CandidateSearch) {
  return useQuery(candidatesQueryOptions(id, search));
}
