import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { decisionPath, forgetReviewed, type ReviewSubject } from './review-keys';

/** POST /api/review/posts/:id/approve or /api/review/items/:id/approve: it goes live, dated now. */
export function approveReview(subject: ReviewSubject): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(decisionPath(subject, 'approve'), { method: 'POST' });
}

export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveReview,
    onSuccess: (_, subject) => forgetReviewed(queryClient, subject),
  });
}

