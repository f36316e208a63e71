import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendBackInput } from '../../../shared/schemas/review.js';
import { ApiError, apiFetch } from '../../lib/api-client';
import { decisionPath, forgetReviewed, type ReviewSubject } from './review-keys';

/** POST /api/review/<kind>/:id/send-back with the version read: back to its author, with a note. */
export function sendBackReview({ subject, note }: { subject: ReviewSubject; note: string }): Promise<{ ok: true }> {
  const body: SendBackInput = { note, version: subject.version };
  return apiFetch<{ ok: true }>(decisionPath(subject, 'send-back'), { method: 'POST', body });
}

/** Sends back; a refusal other than the note's own (it changed, or was decided) asks again for what shows it. */
export function useSendBackReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBackReview,
    onSuccess: (_, { subject }) => forgetReviewed(queryClient, subject),
    onError: (error, { subject }) => {
      if (!(error instanceof ApiError && error.fields?.note)) void forgetReviewed(queryClient, subject);
    },
  });
}
