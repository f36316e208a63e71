import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MentionCandidates } from '../../../shared/schemas/mentions.js';
import { apiFetch } from '../../lib/api-client';

/** Where the words are written: under a post, or in a collaboration (decision 0049). */
export type MentionPlace = { postId: string } | { collaborationId: string };

const placeQuery = (place: MentionPlace) => ('postId' in place ? `postId=${encodeURIComponent(place.postId)}` : `collaborationId=${encodeURIComponent(place.collaborationId)}`);

/** GET /api/mentions: whom the reader may mention here by the name typed after `@`; kept a little, as a picker's answers are. */
export function useMentionCandidates(place: MentionPlace, q: string | null) {
  return useQuery({
    queryKey: ['mentions', placeQuery(place), q],
    queryFn: ({ signal }) => apiFetch<MentionCandidates>(`/api/mentions?${placeQuery(place)}&q=${encodeURIComponent(q ?? '')}`, { signal }),
    enabled: q !== null && q.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
