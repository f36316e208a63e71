import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianRequestQueue } from '../../../../shared/schemas/guardian-requests.js';
import { apiFetch } from '../../../lib/api-client';
import { guardianRequestKeys, guardianRequestTopics } from '../../../entities/guardian-requests/guardian-request-keys';

export type { GuardianRequestEntry } from '../../../../shared/schemas/guardian-requests.js';

/** GET /api/guardian-requests (teachers and admins only): the open requests the reader decides, oldest first, and how many are open. */
export function getGuardianRequestQueue(signal?: AbortSignal): Promise<GuardianRequestQueue> {
  return apiFetch<GuardianRequestQueue>('/api/guardian-requests', { signal });
}

export const guardianRequestQueueQueryOptions = queryOptions({
  queryKey: guardianRequestKeys.queue,
  meta: guardianRequestTopics,
  queryFn: ({ signal }) => getGuardianRequestQueue(signal),
});

/** The queue; never asked for by those the server would refuse. */
export function useGuardianRequestQueue(enabled: boolean) {
  return useQuery({ ...guardianRequestQueueQueryOptions, enabled });
}
