import type { QueryClient } from '@tanstack/react-query';

/**
 * What a query shows that another feature may change. A query names its topics in its meta
 * (`meta: { shows: ['posts'] }`), and a change invalidates the topic: so one feature refreshes
 * another's queries without knowing their keys, which stay with their queryOptions.
 */
export type QueryTopic =
  /** Posts and whether they are published: the blog's lists and posts, the admin's unpublished posts. */
  | 'posts'
  /** Collaborations: the board and everything about one collaboration. */
  | 'collaborations'
  /** Members' names, photos and descriptions, shown with their posts and collaborations. */
  | 'member-profiles';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { shows?: readonly QueryTopic[] };
  }
}

/** Marks every query that shows `topic` stale, refetching those on screen (unless `refetchType: 'none'`). */
export function invalidateTopic(queryClient: QueryClient, topic: QueryTopic, options: { refetchType?: 'none' } = {}): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.shows?.includes(topic) === true, ...options });
}
