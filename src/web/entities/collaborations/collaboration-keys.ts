import type { QueryClient } from '@tanstack/react-query';
import type { ItemDetail } from '../../../shared/schemas/collaborations.js';
import type { CollaborationItemKind } from '../../../shared/schemas/content.js';
import type { QueryTopic } from '../../lib/query-topics';

/**
 * Query keys of collaborations. Everything about one collaboration sits under
 * `collaborationKeys.one(id)`, so a change to it can refresh its page, its lists and its items
 * at once; the board is apart because every collaboration shows there.
 */
export const collaborationKeys = {
  all: ['collaborations'] as const,
  /** Every board: the programme's and each project's. */
  board: ['collaborations', 'board'] as const,
  boardOf: (project: string | null) => ['collaborations', 'board', project] as const,
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

/**
 * After a change to an update or help request that answers it as it now is: its page shows the
 * answer at once, and everything else of its collaboration (lists with its title and state) is
 * asked for again.
 */
export function keepChangedItem(queryClient: QueryClient, id: string, item: ItemDetail): Promise<void> {
  queryClient.setQueryData(collaborationKeys.item(id, item.id), item);
  return queryClient.invalidateQueries({
    queryKey: collaborationKeys.one(id),
    predicate: (query) => query.queryKey[3] !== 'item' || query.queryKey[4] !== item.id,
  });
}

/** The API path of a collaboration, or of something under it. */
export function collaborationPath(id: string, rest = ''): string {
  return `/api/collaborations/${encodeURIComponent(id)}${rest}`;
}
