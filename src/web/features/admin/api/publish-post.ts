import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateTopic } from '../../../lib/query-topics';

/** POST /api/admin/posts/:id/publish: puts an unpublished post back on the site. */
export function publishPost(id: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/posts/${encodeURIComponent(id)}/publish`, { method: 'POST' });
}

export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPost,
    // The list of unpublished posts here, and every list and post of the blog.
    onSuccess: () => invalidateTopic(queryClient, 'posts'),
  });
}
