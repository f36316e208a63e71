import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Board } from '../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../lib/api-client';
import { collaborationKeys, collaborationTopics } from './collaboration-keys';

/**
 * GET /api/collaborations/board: every collaboration but the deleted, by status, and the open help
 * requests; of one project's when `project` (its address) says.
 */
export function getBoard(project: string | null, signal?: AbortSignal): Promise<Board> {
  return apiFetch<Board>(project ? `/api/collaborations/board?project=${encodeURIComponent(project)}` : '/api/collaborations/board', { signal });
}

export const boardQueryOptions = (project: string | null = null) =>
  queryOptions({
    queryKey: collaborationKeys.boardOf(project),
    meta: collaborationTopics,
    queryFn: ({ signal }) => getBoard(project, signal),
  });

/** The board, or one project's (`enabled`: only when the reader may see collaborations at all). */
export function useBoard(project: string | null = null, enabled = true) {
  return useQuery({ ...boardQueryOptions(project), enabled });
}
