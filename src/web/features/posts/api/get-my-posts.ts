import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostPage } from '../../../../shared/schemas/posts.js';
import { apiFetch } from '../../../lib/api-client';
import { postKeys, postTopics } from '../../../entities/posts/post-keys';

/** GET /api/posts/mine?page=N: the signed-in member's own posts. */
export function getMyPosts(page: number, signal?: AbortSignal): Promise<PostPage> {
  return apiFetch<PostPage>(`/api/posts/mine?page=${page}`, { signal });
}

export const myPostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: postKeys.mine(page),
    meta: postTopics.lists,
    queryFn: ({ signal }) => getMyPosts(page, signal),
  });

export function useMyPosts(page: number) {
  return useQuery({ ...myPostsQueryOptions(page), placeholderData: keepPreviousData });
}
