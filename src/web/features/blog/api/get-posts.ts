import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostPage } from '../../../../shared/schemas/posts.js';
import { apiFetch } from '../../../lib/api-client';
import { postKeys, postTopics } from './post-keys';

/** GET /api/posts?page=N: one page of the public blog list, newest first. */
export function getPosts(page: number, signal?: AbortSignal): Promise<PostPage> {
  return apiFetch<PostPage>(`/api/posts?page=${page}`, { signal });
}

export const postsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: postKeys.list(page),
    meta: postTopics.lists,
    queryFn: ({ signal }) => getPosts(page, signal),
  });

/** The blog list's page; while the next page loads, the last one stays on screen. */
export function usePosts(page: number) {
  return useQuery({ ...postsQueryOptions(page), placeholderData: keepPreviousData });
}
