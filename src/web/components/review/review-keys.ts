import type { QueryClient } from '@tanstack/react-query';
import { invalidateTopic, type QueryTopic } from '../../lib/query-topics';

/**
 * Query keys of review before publishing (issue 17). The queue and the hub's count sit under
 * `reviewKeys.all`, so a decision refreshes both at once.
 */
export const reviewKeys = {
  all: ['review'] as const,
  queue: ['review', 'queue'] as const,
  count: ['review', 'count'] as const,
};

/**
 * What the queue and its count show that other features change too (lib/query-topics.ts): an
 * author writes, changes or deletes a post or an item, and its author's name comes with it.
 */
export const reviewTopics = { shows: ['posts', 'collaborations', 'member-profiles'] satisfies QueryTopic[] };

/** What a reviewer decides on: a post, or an update or help request of a collaboration (by its id alone). */
export type ReviewSubject = { type: 'post' | 'item'; id: string };

/** The API path of a decision on `subject`: /api/review/posts/:id/approve, /api/review/items/:id/send-back. */
export function decisionPath(subject: ReviewSubject, decision: 'approve' | 'send-back'): string {
  return `/api/review/${subject.type === 'post' ? 'posts' : 'items'}/${encodeURIComponent(subject.id)}/${decision}`;
}

/**
 * What a decision changes: the queue and its count, and everything that shows the post (the
 * blog's lists and posts) or the item (its collaboration's page and lists, the board).
 */
export function forgetReviewed(queryClient: QueryClient, subject: ReviewSubject): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    invalidateTopic(queryClient, subject.type === 'post' ? 'posts' : 'collaborations'),
  ]);
}
