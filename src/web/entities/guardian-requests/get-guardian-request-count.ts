import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianRequestCount } from '../../../shared/schemas/guardian-requests.js';
import { apiFetch } from '../../lib/api-client';
import { guardianRequestKeys, guardianRequestTopics } from './guardian-request-keys';

/** GET /api/guardian-requests/count (teachers and admins only): how many guardians' requests wait for the reader's decision. */
export function getGuardianRequestCount(signal?: AbortSignal): Promise<GuardianRequestCount> {
  return apiFetch<GuardianRequestCount>('/api/guardian-requests/count', { signal });
}

export const guardianRequestCountQueryOptions = queryOptions({
  queryKey: guardianRequestKeys.count,
  meta: guardianRequestTopics,
  queryFn: ({ signal }) => getGuardianRequestCount(signal),
});

/** The number beside the queue's entry in the profile hub; never asked for by those the server would refuse. */
export function useGuardianRequestCount(enabled: boolean) {
  return useQuery({ ...guardianRequestCountQueryOptions, enabled, refetchOnWindowFocus: true });
}
