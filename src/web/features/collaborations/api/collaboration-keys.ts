import type { CollaborationItemKind } from '../../../../shared/schemas/content.js';
import type { QueryTopic } from '../../../lib/query-topics';

/**
 * Query keys of collaborations. Everything about one collaboration sits under
 * `collaborationKeys.one(id)`, so a change to it can refresh its page, its lists and its items
 * at once; the board is apart because every collaboration shows there.
 */
export const collaborationKeys = {
  all: ['collaborations'] as const,
  board: ['collaborations', 'board'] as const,
  one: (id: string) => ['collaborations', 'one', id] as const,
  detail: (id: string) => ['collaborations', 'one', id, 'detail'] as const,
  /** Every search of Add people of one collaboration: adding someone drops them from all. */
  candidates: (id: string) => ['collaborations', 'one', id, 'candidates'] as const,
  candidateSearch: (id: string, search: { q: string; role: string }) => ['collaborations', 'one', id, 'candidates', search.q, search.role] as const,
  items: (id: string, kind: CollaborationItemKind) => ['collaborations', 'one', id, 'items', kind] as const,
  item: (id: string, itemId: string) => ['collaborations', 'one', id, 'item', itemId] as const,
  change: (id: string) => ['collaborations', 'one', id, 'change'] as const,
};

/**
 * What every collaboration query shows that other features change too (lib/query-topics.ts):
 * an admin restores a collaboration; members' profiles appear in its cards and lists.
 */
export const collaborationTopics = { shows: ['collaborations', 'member-profiles'] satisfies QueryTopic[] };

/** The API path of a collaboration, or of something under it. */
export function collaborationPath(id: string, rest = ''): string {
  return `/api/collaborations/${encodeURIComponent(id)}${rest}`;
}
