import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchKind, SearchPage } from '../../../../shared/schemas/search.js';
import { apiFetch } from '../../../lib/api-client';

/** What a search is: the words, the kind of result, the page, and who asks (a member finds more). */
type SearchAsk = { q: string; kind: SearchKind; page: number; viewer: string | null };

/** GET /api/search?q=…&kind=…&page=N. */
export function getSearch({ q, kind, page }: SearchAsk, signal?: AbortSignal): Promise<SearchPage> {
  const params = new URLSearchParams({ q, kind, page: String(page) });
  return apiFetch<SearchPage>(`/api/search?${params}`, { signal });
}

export const searchQueryOptions = (ask: SearchAsk) =>
  queryOptions({
    queryKey: ['search', ask.viewer, ask.q, ask.kind, ask.page] as const,
    queryFn: ({ signal }) => getSearch(ask, signal),
    // A refusal (a query too long for the API, typed into the address) will not change on a retry.
    retry: false,
  });

/** The results for `ask`, none asked for while there are no words; the last results stay while the next load. */
export function useSearch(ask: SearchAsk) {
  return useQuery({ ...searchQueryOptions(ask), enabled: ask.q.length > 0, placeholderData: keepPreviousData });
}
