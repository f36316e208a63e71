import type { QueryTopic } from '../../lib/query-topics';

/** Who reads the blog's list: the server answers each its own. */
export type PostReader = 'visitor' | 'member';

/** Query keys of the blog: invalidating `postKeys.all` refreshes every list and post after a change. */
export const postKeys = {
  all: ['posts'] as const,
  /** A page of the blog as a visitor or as a member reads it (members also read posts for members). */
  list: (reader: PostReader, page: number, project: string | null = null) => ['posts', 'list', reader, page, project] as const,
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
