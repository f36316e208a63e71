import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendBackInput } from '../../../shared/schemas/review.js';
import { apiFetch } from '../../lib/api-client';
import { decisionPath, forgetReviewed, type ReviewSubject } from './review-keys';

/** POST /api/review/posts/:id/send-back or /api/review/items/:id/send-back: back to its author, with a note. */
export function sendBackReview({ subject, input }: { subject: ReviewSubject; input: SendBackInput }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(decisionPath(subject, 'send-back'), { method: 'POST', body: input });
}

export function useSendBackReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBackReview,
    onSuccess: (_, { subject }) => forgetReviewed(queryClient, subject),
  });
}
