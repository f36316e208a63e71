import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewQueue } from '../../../../shared/schemas/review.js';
import { apiFetch } from '../../../lib/api-client';
import { reviewKeys, reviewTopics } from '../../../entities/review/review-keys';

export type { ReviewEntry } from '../../../../shared/schemas/review.js';

/** GET /api/review (teachers and admins only): what waits for review, oldest first, and how many wait in all. */
export function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueue> {
  return apiFetch<ReviewQueue>('/api/review', { signal });
}

export const reviewQueueQueryOptions = queryOptions({
  queryKey: reviewKeys.queue,
  meta: reviewTopics,
  queryFn: ({ signal }) => getReviewQueue(signal),
});

/** The queue; never asked for by those the server would refuse. */
export function useReviewQueue(enabled: boolean) {
  return useQuery({ ...reviewQueueQueryOptions, enabled });
}
