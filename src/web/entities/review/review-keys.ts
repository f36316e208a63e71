import type { QueryClient } from '@tanstack/react-query';
import { invalidateTopic, type QueryTopic } from '../../lib/query-topics';

/**
 * Query keys of review before publishing (decisions 0028 and 0029). The queue and its count
 * sit under `reviewKeys.all`, so a decision refreshes both at once.
 */
export const reviewKeys = {
  all: ['review'] as const,
  queue: ['review', 'queue'] as const,
  count: ['review', 'count'] as const,
};

/**
 * What the queue and its count show that other features change too (lib/query-topics.ts): an
 * author writes, changes or deletes a post, an item, a collaboration or their profile.
 */
export const reviewTopics = { shows: ['posts', 'collaborations', 'member-profiles'] satisfies QueryTopic[] };

/**
 * What a reviewer decides on: a post; an update or help request (by its id); a pupil's new
 * collaboration; a change to a live collaboration (by the collaboration's id); a change to a
 * member's profile (by the member's id); a comment. `version` is the one the reviewer read: a decision
 * on any other is refused.
 */
export type ReviewSubject = { type: 'post' | 'item' | 'collaboration' | 'collaboration_change' | 'profile' | 'comment'; id: string; version: number };

/** The API's name of each kind of subject: /api/review/<name>/:id/approve. */
const DECISION_PATHS = {
  post: 'posts',
  item: 'items',
  collaboration: 'collaborations',
  collaboration_change: 'collaboration-changes',
  profile: 'profile-changes',
  comment: 'comments',
} as const satisfies Record<ReviewSubject['type'], string>;

/** What shows each kind of subject, to ask again after a decision. */
const SUBJECT_TOPICS = {
  post: 'posts',
  item: 'collaborations',
  collaboration: 'collaborations',
  collaboration_change: 'collaborations',
  profile: 'member-profiles',
  // A post's thread (its queries show posts, features/comments/api/comment-keys.ts).
  comment: 'posts',
} as const satisfies Record<ReviewSubject['type'], QueryTopic>;

/** The API path of a decision on `subject`: /api/review/posts/:id/approve, /api/review/items/:id/send-back, … */
export function decisionPath(subject: ReviewSubject, decision: 'approve' | 'send-back'): string {
  return `/api/review/${DECISION_PATHS[subject.type]}/${encodeURIComponent(subject.id)}/${decision}`;
}

/**
 * What a decision changes, or what changed under a refused one: the queue and its count, and
 * everything that shows the subject (the blog's lists and posts; a collaboration's page, lists
 * and the board; members' cards).
 */
export function forgetReviewed(queryClient: QueryClient, subject: Pick<ReviewSubject, 'type'>): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), invalidateTopic(queryClient, SUBJECT_TOPICS[subject.type])]);
}
