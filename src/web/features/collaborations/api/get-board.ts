import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Board } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys, collaborationTopics } from './collaboration-keys';

/** GET /api/collaborations/board: every collaboration but the deleted, by status, and the open help requests. */
export function getBoard(signal?: AbortSignal): Promise<Board> {
  return apiFetch<Board>('/api/collaborations/board', { signal });
}

export const boardQueryOptions = queryOptions({
  queryKey: collaborationKeys.board,
  meta: collaborationTopics,
  queryFn: ({ signal }) => getBoard(signal),
});

export function useBoard() {
  return useQuery(boardQueryOptions);
}
