import type { QueryTopic } from '../../lib/query-topics';

/**
 * Query keys of guardians' requests: the queue teachers and admins decide from, and its count
 * (in the profile hub), under `guardianRequestKeys.all`, so a decision refreshes both at once.
 */
export const guardianRequestKeys = {
  all: ['guardian-requests'] as const,
  queue: ['guardian-requests', 'queue'] as const,
  count: ['guardian-requests', 'count'] as const,
};

/** What the queue shows that other features change: the posts, updates and help requests it names, and members' names. */
export const guardianRequestTopics = { shows: ['posts', 'collaborations', 'member-profiles'] satisfies QueryTopic[] };
