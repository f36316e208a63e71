import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostDetail, PostInput } from '../../../../shared/schemas/posts.js';
import { apiFetch } from '../../../lib/api-client';
import { postKeys } from '../../../entities/posts/post-keys';

/** PUT /api/posts/:id: replaces a post's title, thumbnail and content; answers the post. */
export function updatePost({ id, input }: { id: string; input: PostInput }): Promise<PostDetail> {
  return apiFetch<PostDetail>(`/api/posts/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => {
      // The answer is the post as it now is: its page shows it without asking again.
      queryClient.setQueryData(postKeys.detail(post.id), post);
      return queryClient.invalidateQueries({
        queryKey: postKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== post.id,
      });
    },
  });
}
