import type { QueryTopic } from '../../../lib/query-topics';

/** Query keys of the blog: invalidating `postKeys.all` refreshes every list and post after a change. */
export const postKeys = {
  all: ['posts'] as const,
  list: (page: number) => ['posts', 'list', page] as const,
  mine: (page: number) => ['posts', 'mine', page] as const,
  /** Every single post: their author cards change with the author's profile. */
  details: ['posts', 'detail'] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
};

/** What the blog's queries show that other features change too (lib/query-topics.ts). */
export const postTopics = {
  lists: { shows: ['posts'] satisfies QueryTopic[] },
  /** A post also shows its author's card. */
  detail: { shows: ['posts', 'member-profiles'] satisfies QueryTopic[] },
};
