import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentDetail, CommentPage } from '../../../shared/schemas/comments.js';
import { apiFetch } from '../../lib/api-client';
import { useLiveNews } from '../../lib/live';
import { commentKeys, commentTopics } from './comment-keys';
import { placeApiPath, placeId, placeTopic, type CommentPlace } from './comment-place';

/** GET /api/posts/:id/comments?page=N (or an item's): one page of a place's comments, each with its replies. */
export function getComments(place: CommentPlace, page: number, signal?: AbortSignal): Promise<CommentPage> {
  return apiFetch<CommentPage>(`${placeApiPath(place)}?page=${page}`, { signal });
}

/**
 * A place's thread, page after page as the reader asks for more ("Show more comments"), asked
 * for again whenever the place's open pages hear that its comments changed (on any instance) —
 * for members: the live stream is theirs, and a visitor's thread is as it was when read.
 */
export function useThread(place: CommentPlace, { live }: { live: boolean }) {
  const queryClient = useQueryClient();
  const queryKey = commentKeys.thread(placeId(place));
  useLiveNews(live ? placeTopic(place) : null, () => void queryClient.invalidateQueries({ queryKey }));
  return useInfiniteQuery({
    queryKey,
    meta: commentTopics,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getComments(place, pageParam, signal),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** GET /api/comments/:id: one comment with the post, update or help request it is under (a reviewer's page). */
export function useComment(id: string) {
  return useQuery({
    queryKey: commentKeys.one(id),
    meta: commentTopics,
    queryFn: ({ signal }) => apiFetch<CommentDetail>(`/api/comments/${encodeURIComponent(id)}`, { signal }),
  });
}
