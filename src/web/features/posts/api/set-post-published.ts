import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateTopic } from '../../../lib/query-topics';

export type PostPublication = { id: string; published: boolean };

/** POST /api/admin/posts/:id/unpublish or …/publish (admins only): takes a post off the site or puts it back. */
export function setPostPublished({ id, published }: PostPublication): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/posts/${encodeURIComponent(id)}/${published ? 'publish' : 'unpublish'}`, { method: 'POST' });
}

export function useSetPostPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPostPublished,
    // Every list and post of the blog, and the admin area's list of unpublished posts.
    onSuccess: () => invalidateTopic(queryClient, 'posts'),
  });
}
