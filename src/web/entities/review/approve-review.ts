import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { decisionPath, forgetReviewed, type ReviewSubject } from './review-keys';

/** POST /api/review/<kind>/:id/approve with the version read: it goes live, dated now. */
export function approveReview(subject: ReviewSubject): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(decisionPath(subject, 'approve'), { method: 'POST', body: { version: subject.version } });
}

/** Approves; refused or not, what shows the subject is asked again (a refusal means it changed, or was decided). */
export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveReview,
    onSettled: (_, _error, subject) => forgetReviewed(queryClient, subject),
  });
}
