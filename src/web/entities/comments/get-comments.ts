import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentDetail, CommentPage } from '../../../shared/schemas/comments.js';
import { apiFetch } from '../../lib/api-client';
import { useLiveNews } from '../../lib/live';
import { commentKeys, commentTopics } from './comment-keys';

/** GET /api/posts/:id/comments?page=N: one page of a post's comments, each with its replies. */
export function getComments(postId: string, page: number, signal?: AbortSignal): Promise<CommentPage> {
  return apiFetch<CommentPage>(`/api/posts/${encodeURIComponent(postId)}/comments?page=${page}`, { signal });
}

/**
 * A post's thread, page after page as the reader asks for more ("Show more comments"), asked
 * for again whenever the post's open pages hear that its comments changed (on any instance) —
 * for members: the live stream is theirs, and a visitor's thread is as it was when read.
 */
export function useThread(postId: string, { live }: { live: boolean }) {
  const queryClient = useQueryClient();
  useLiveNews(live ? `post:${postId}` : null, () => void queryClient.invalidateQueries({ queryKey: commentKeys.thread(postId) }));
  return useInfiniteQuery({
    queryKey: commentKeys.thread(postId),
    meta: commentTopics,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** GET /api/comments/:id: one comment with the post it is under (a reviewer's page). */
export function useComment(id: string) {
  return useQuery({
    queryKey: commentKeys.one(id),
    meta: commentTopics,
    queryFn: ({ signal }) => apiFetch<CommentDetail>(`/api/comments/${encodeURIComponent(id)}`, { signal }),
  });
}
