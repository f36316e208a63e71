import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Board, CollaborationCard } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { invitationKeys } from './invitation-keys';

/** The collaborations an invitation may bring its invitees into, by status. */
export type CollaborationChoices = Pick<Board, 'active' | 'inactive' | 'completed'>;

/** Live, not waiting for review: what a new member can join. */
const joinable = (cards: CollaborationCard[]) => cards.filter((card) => card.review === null);

/**
 * GET /api/collaborations/board, read for the invitation form's choice of a collaboration: every
 * collaboration the maker sees but the deleted. Asked for here rather than through the board's
 * own query, which belongs to the collaborations feature; it names the same topic, so a change
 * to collaborations reaches it too.
 */
export function getCollaborationChoices(signal?: AbortSignal): Promise<CollaborationChoices> {
  return apiFetch<Board>('/api/collaborations/board', { signal }).then((board) => ({
    active: joinable(board.active),
    inactive: joinable(board.inactive),
    completed: joinable(board.completed),
  }));
}

export const collaborationChoicesQueryOptions = queryOptions({
  queryKey: invitationKeys.collaborations,
  meta: { shows: ['collaborations'] },
  queryFn: ({ signal }) => getCollaborationChoices(signal),
});

export function useCollaborationChoices() {
  return useQuery(collaborationChoicesQueryOptions);
}
