import { useQueryClient } from '@tanstack/react-query';
import { useLiveNews, type LiveNews } from '../../../lib/live';
import { collaborationKeys } from '../../../entities/collaborations/collaboration-keys';

/**
 * GET /api/live for the board: whatever changes in any collaboration, the board is asked for
 * again (and what is kept of that collaboration is marked stale, for when it is opened).
 */
export function useLiveBoard() {
  const queryClient = useQueryClient();
  return useLiveNews('board', (news: LiveNews) => {
    void queryClient.invalidateQueries({ queryKey: collaborationKeys.board });
    if (news.kind === 'collaboration') void queryClient.invalidateQueries({ queryKey: collaborationKeys.one(news.id) });
  });
}

/**
 * GET /api/live for one collaboration's page: its page, lists and items are asked for again
 * when it changes. `null` (an address that names no collaboration) follows nothing.
 */
export function useLiveCollaboration(id: string | null) {
  const queryClient = useQueryClient();
  return useLiveNews(id ? `collaboration:${id}` : null, () => {
    if (id) void queryClient.invalidateQueries({ queryKey: collaborationKeys.one(id) });
  });
}
