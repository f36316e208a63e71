import type { QueryClient } from '@tanstack/react-query';
import type { QueryTopic } from '../../lib/query-topics';

/** Query keys of comments (decision 0042): a post's thread (its pages), and one comment (a reviewer's page). */
export const commentKeys = {
  all: ['comments'] as const,
  thread: (postId: string) => ['comments', 'thread', postId] as const,
  one: (id: string) => ['comments', 'one', id] as const,
};

/** What comments show that other features change: a reviewer's decision is on `posts` (review-keys.ts), an author's name is a profile's. */
export const commentTopics = { shows: ['posts', 'member-profiles'] satisfies QueryTopic[] };

/** After a write to a thread: its pages are asked for again (the live news does the same for everyone else's). */
export function forgetThread(queryClient: QueryClient, postId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commentKeys.thread(postId) });
}
