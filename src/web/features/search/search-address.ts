import { SEARCH_KINDS, SEARCH_QUERY_MAX } from '../../../shared/constants.js';
import type { SearchKind } from '../../../shared/schemas/search.js';

/**
 * What a search page's address asks for: the words (trimmed, at most as long as the API takes),
 * the kind asked for (or none), and the page (1 for anything that is not a whole number ≥ 1).
 * The page reads it, and the server's rendering of the page too, so both ask the same.
 */
export function readSearchAddress(params: URLSearchParams): { q: string; kind: SearchKind | null; page: number } {
  const kind = params.get('kind');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    kind: SEARCH_KINDS.includes(kind as SearchKind) ? (kind as SearchKind) : null,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}
