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

// While the tab hears no news live (lib/live.ts), the number beside the bell is asked for now and then, as the bell's is.
const COUNT_POLL_MS = 30_000;

/**
 * The number beside the bell and in the profile hub; never asked for by those the server would
 * refuse. Asked again whenever the reader's notifications change (a pupil's work reaches them as
 * one, notifications/notification-queries.ts), and every half minute when `poll`.
 */
export function useReviewCount(enabled: boolean, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({ ...reviewCountQueryOptions, enabled, refetchInterval: poll ? COUNT_POLL_MS : false, refetchOnWindowFocus: true });
}
