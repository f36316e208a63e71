import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostPage } from '../../../shared/schemas/posts.js';
import { apiFetch } from '../../lib/api-client';
import { useSessionUser } from '../../lib/session';
import { postKeys, postTopics, type PostReader } from './post-keys';

/**
 * GET /api/posts?page=N: one page of the blog list, newest first (with posts for members when a
 * member asks); with `project` (its address), one project's posts as the reader may read them.
 */
export function getPosts(page: number, project: string | null, signal?: AbortSignal): Promise<PostPage> {
  return apiFetch<PostPage>(`/api/posts?page=${page}${project ? `&project=${encodeURIComponent(project)}` : ''}`, { signal });
}

export const postsQueryOptions = (page: number, reader: PostReader, project: string | null = null) =>
  queryOptions({
    queryKey: postKeys.list(reader, page, project),
    meta: postTopics.lists,
    queryFn: ({ signal }) => getPosts(page, project, signal),
  });

/**
 * The blog list's page as the reader may read it; while the next page (or a member's list
 * after a visitor's, when the session is known) loads, the last one stays on screen.
 */
export function usePosts(page: number, project: string | null = null) {
  const reader = usePostReader();
  return useQuery({ ...postsQueryOptions(page, reader, project), placeholderData: keepPreviousData });
}

/** A member once the session says so; a visitor until then, as the server rendered the page. */
export function usePostReader(): PostReader {
  return useSessionUser() ? 'member' : 'visitor';
}
