import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { REACTIONS_READ_MAX } from '../../../shared/constants.js';
import type { ReactionSubject } from '../../../shared/constants.js';
import type { ReactionCount, ReactionsAnswer } from '../../../shared/schemas/reactions.js';
import type { LiveTopic } from '../../../shared/live-address.js';
import { apiFetch } from '../../lib/api-client';
import { useLiveNews } from '../../lib/live';
import { reactionKeys, reactionTopics } from './reaction-keys';

/**
 * GET /api/reactions: the site's set and the reactions of these things (of one kind), for a
 * member: one request for a page's post or items, one per hundred comments of a thread. Read
 * again when the page's live topic hears of a change (a reaction given on any instance makes that
 * news). Off (`enabled` false) for a visitor, who reads no count.
 */
export function useReactions(type: ReactionSubject, ids: readonly string[], { live, enabled }: { live: LiveTopic | null; enabled: boolean }) {
  const queryClient = useQueryClient();
  // Only this kind's: a post's page follows its topic twice (the post's reactions, its comments'), and each asks again once.
  useLiveNews(enabled ? live : null, () => void queryClient.invalidateQueries({ queryKey: reactionKeys.kind(type) }));
  const chunks: string[][] = [];
  for (let at = 0; at < ids.length; at += REACTIONS_READ_MAX) chunks.push(ids.slice(at, at + REACTIONS_READ_MAX));
  return useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: reactionKeys.of(type, chunk),
      meta: reactionTopics,
      enabled,
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<ReactionsAnswer>(`/api/reactions?type=${type}&ids=${chunk.map(encodeURIComponent).join(',')}`, { signal }),
      // A thread's new page keeps showing the counts it has while the next are read.
      placeholderData: (previous: ReactionsAnswer | undefined) => previous,
    })),
    combine: (results) => {
      const answers = results.map((result) => result.data).filter((data): data is ReactionsAnswer => data !== undefined);
      return {
        set: answers[0]?.set,
        things: Object.assign({}, ...answers.map((answer) => answer.things)) as Record<string, ReactionCount[]>,
      };
    },
  });
}

/** PUT (give) or DELETE (take back) one reaction; the page's reactions of that kind read again. */
export function useReact(type: ReactionSubject, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emoji, give }: { emoji: string; give: boolean }) =>
      apiFetch<{ reactions: ReactionCount[] }>(`/api/reactions/${type}/${encodeURIComponent(id)}/${encodeURIComponent(emoji)}`, { method: give ? 'PUT' : 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reactionKeys.kind(type) }),
  });
}
