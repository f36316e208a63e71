import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentInput, CommentView } from '../../../shared/schemas/comments.js';
import { apiFetch } from '../../lib/api-client';
import { reviewKeys } from '../review/review-keys';
import { commentKeys } from './comment-keys';
import { placeApiPath, type CommentPlace } from './comment-place';

const commentPath = (id: string) => `/api/comments/${encodeURIComponent(id)}`;

/** Every write to a comment asks the comments again (the thread, and a reviewer's page of one), and the reviewers' queue (a pupil's write waits there). */
function useThreadWrite<Variables>(write: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: commentKeys.all }), queryClient.invalidateQueries({ queryKey: reviewKeys.all })]),
  });
}

/** POST /api/posts/:id/comments (or an item's): a comment, or a reply (`parentId`). */
export function useAddComment(place: CommentPlace) {
  return useThreadWrite((input: CommentInput) => apiFetch<CommentView>(placeApiPath(place), { method: 'POST', body: input }));
}

/** PATCH /api/comments/:id: its author's new words, and whom they mention. */
export function useEditComment() {
  return useThreadWrite(({ id, body, mentionIds }: { id: string; body: string; mentionIds: string[] }) => apiFetch<CommentView>(commentPath(id), { method: 'PATCH', body: { body, mentionIds } }));
}

/** DELETE /api/comments/:id: a moderator deleting someone else's gives the reason. */
export function useDeleteComment() {
  return useThreadWrite(({ id, reason }: { id: string; reason?: string }) => apiFetch<{ ok: true }>(commentPath(id), { method: 'DELETE', body: reason ? { reason } : {} }));
}

/** POST /api/comments/:id/hide (with the reason) or …/show. */
export function useHideComment() {
  return useThreadWrite(({ id, reason }: { id: string; reason: string | null }) =>
    apiFetch<CommentView>(`${commentPath(id)}/${reason === null ? 'show' : 'hide'}`, { method: 'POST', ...(reason === null ? {} : { body: { reason } }) }),
  );
}

/** PUT /api/posts/:id/comments/mute (or an item's): whether the reader is told of new comments here. */
export function useMuteThread(place: CommentPlace) {
  return useThreadWrite((muted: boolean) => apiFetch<{ muted: boolean }>(`${placeApiPath(place)}/mute`, { method: 'PUT', body: { muted } }));
}
