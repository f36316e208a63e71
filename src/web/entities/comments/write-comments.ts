import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentInput, CommentView } from '../../../shared/schemas/comments.js';
import { apiFetch } from '../../lib/api-client';
import { reviewKeys } from '../review/review-keys';
import { commentKeys, forgetThread } from './comment-keys';

const commentPath = (id: string) => `/api/comments/${encodeURIComponent(id)}`;

/** Every write to a comment asks the thread again, and the reviewers' queue (a pupil's write waits there). */
function useThreadWrite<Variables>(postId: string, write: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all([forgetThread(queryClient, postId), queryClient.invalidateQueries({ queryKey: reviewKeys.all }), queryClient.invalidateQueries({ queryKey: commentKeys.all })]),
  });
}

/** POST /api/posts/:id/comments: a comment, or a reply (`parentId`). */
export function useAddComment(postId: string) {
  return useThreadWrite(postId, (input: CommentInput) => apiFetch<CommentView>(`/api/posts/${encodeURIComponent(postId)}/comments`, { method: 'POST', body: input }));
}

/** PATCH /api/comments/:id: its author's new words. */
export function useEditComment(postId: string) {
  return useThreadWrite(postId, ({ id, body }: { id: string; body: string }) => apiFetch<CommentView>(commentPath(id), { method: 'PATCH', body: { body } }));
}

/** DELETE /api/comments/:id: a moderator deleting someone else's gives the reason. */
export function useDeleteComment(postId: string) {
  return useThreadWrite(postId, ({ id, reason }: { id: string; reason?: string }) => apiFetch<{ ok: true }>(commentPath(id), { method: 'DELETE', body: reason ? { reason } : {} }));
}

/** POST /api/comments/:id/hide (with the reason) or …/show. */
export function useHideComment(postId: string) {
  return useThreadWrite(postId, ({ id, reason }: { id: string; reason: string | null }) =>
    apiFetch<CommentView>(`${commentPath(id)}/${reason === null ? 'show' : 'hide'}`, { method: 'POST', ...(reason === null ? {} : { body: { reason } }) }),
  );
}

/** PUT /api/posts/:id/comments/mute: whether the reader is told of new comments here. */
export function useMuteThread(postId: string) {
  return useThreadWrite(postId, (muted: boolean) => apiFetch<{ muted: boolean }>(`/api/posts/${encodeURIComponent(postId)}/comments/mute`, { method: 'PUT', body: { muted } }));
}
