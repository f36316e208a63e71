import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewCount } from '../../../shared/schemas/review.js';
import { apiFetch } from '../../lib/api-client';
import { reviewKeys, reviewTopics } from './review-keys';

/** GET /api/review/count (teachers and admins only): how many posts and items wait for review. */
export function getReviewCount(signal?: AbortSignal): Promise<ReviewCount> {
  return apiFetch<ReviewCount>('/api/review/count', { signal });
}

export const reviewCountQueryOptions = queryOptions({
  queryKey: reviewKeys.count,
  meta: reviewTopics,
  queryFn: ({ signal }) => getReviewCount(signal),
});

/** The number the profile hub shows beside Review; never asked for by those the server would refuse. */
export function useReviewCount(enabled: boolean) {
  return useQuery({ ...reviewCountQueryOptions, enabled });
}
