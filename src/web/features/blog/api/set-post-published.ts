import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { postKeys } from './post-keys';

export type PostPublication = { id: string; published: boolean };

/** POST /api/admin/posts/:id/unpublish or …/publish (admins only): takes a post off the site or puts it back. */
export function setPostPublished({ id, published }: PostPublication): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/posts/${encodeURIComponent(id)}/${published ? 'publish' : 'unpublish'}`, { method: 'POST' });
}

export function useSetPostPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPostPublished,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        // The admin area's list of unpublished posts lives under this key (admin feature): it
        // refreshes at once if shown, or when next shown, without importing that feature's internals.
        queryClient.invalidateQueries({ queryKey: ['admin', 'unpublished-posts'] }),
      ]),
  });
}
