import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostDetail } from '../../../../shared/schemas/posts.js';
import { apiFetch } from '../../../lib/api-client';
import { postKeys, postTopics } from '../../../entities/posts/post-keys';

/** GET /api/posts/:id: a whole post with its author card and what the caller may do with it. */
export function getPost(id: string, signal?: AbortSignal): Promise<PostDetail> {
  return apiFetch<PostDetail>(`/api/posts/${encodeURIComponent(id)}`, { signal });
}

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    meta: postTopics.detail,
    queryFn: ({ signal }) => getPost(id, signal),
  });

/** The post `id`; `enabled: false` for an id that cannot exist, which is never asked for. */
export function usePost(id: string, enabled = true) {
  return useQuery({ ...postQueryOptions(id), enabled });
}
