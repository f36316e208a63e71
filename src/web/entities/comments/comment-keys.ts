import type { QueryTopic } from '../../lib/query-topics';

/** Query keys of comments (decision 0042): a place's thread (its pages; comment-place.ts `placeId`), and one comment (a reviewer's page). */
export const commentKeys = {
  all: ['comments'] as const,
  thread: (placeId: string) => ['comments', 'thread', placeId] as const,
  one: (id: string) => ['comments', 'one', id] as const,
};

/** What comments show that other features change: a reviewer's decision is on `posts` (review-keys.ts), an author's name is a profile's. */
export const commentTopics = { shows: ['posts', 'member-profiles'] satisfies QueryTopic[] };
