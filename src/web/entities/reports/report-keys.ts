import type { QueryTopic } from '../../lib/query-topics';

/**
 * Query keys of reports (decision 0044): the moderation queue and its count (in the profile hub),
 * under `reportKeys.all`, so a report or a decision refreshes both at once.
 */
export const reportKeys = {
  all: ['reports'] as const,
  queue: ['reports', 'queue'] as const,
  count: ['reports', 'count'] as const,
};

/** What the queue shows that other features change: the posts and comments it names, and members' names. */
export const reportTopics = { shows: ['posts', 'member-profiles'] satisfies QueryTopic[] };
