import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnpublishedPost } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type { UnpublishedPost };

/** GET /api/admin/posts/unpublished: posts taken off the site, with who did it and when. */
export function getUnpublishedPosts(signal?: AbortSignal): Promise<{ posts: UnpublishedPost[] }> {
  return apiFetch<{ posts: UnpublishedPost[] }>('/api/admin/posts/unpublished', { signal });
}

export const unpublishedPostsQueryOptions = queryOptions({
  queryKey: adminKeys.unpublishedPosts,
  // Publishing and unpublishing on the post itself (the blog) changes this list too.
  meta: { shows: ['posts'] },
  queryFn: ({ signal }) => getUnpublishedPosts(signal),
});

export function useUnpublishedPosts() {
  return useQuery(unpublishedPostsQueryOptions);
}
