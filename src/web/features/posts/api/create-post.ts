import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostInput } from '../../../../shared/schemas/posts.js';
import { apiFetch } from '../../../lib/api-client';
import { postKeys } from '../../../entities/posts/post-keys';

/** POST /api/posts: publishes a post; answers its new id. */
export function createPost(input: PostInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/posts', { method: 'POST', body: input });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
