import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostPage } from '../../../../shared/schemas/posts.js';
import { apiFetch } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';

/**
 * GET /api/posts?project=<address>: a project's latest posts as the reader may read them (its
 * posts for its own people only to them). Under the blog's key, so a post written or changed
 * anywhere refreshes it with the blog's lists.
 */
export function useProjectPosts(slug: string) {
  const reader = useSessionUser() ? 'member' : 'visitor';
  return useQuery({
    queryKey: ['posts', 'list', reader, 1, slug] as const,
    queryFn: ({ signal }) => apiFetch<PostPage>(`/api/posts?page=1&project=${encodeURIComponent(slug)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
