import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGuardianRequests } from '../../../../shared/schemas/guardian-requests.js';
import { apiFetch } from '../../../lib/api-client';
import { childrenKeys } from './children-keys';

export type { MyGuardianRequest } from '../../../../shared/schemas/guardian-requests.js';

/** GET /api/guardian-requests/mine: what the signed-in guardian asked, newest first, and what was decided. */
export function getMyRequests(signal?: AbortSignal): Promise<MyGuardianRequests> {
  return apiFetch<MyGuardianRequests>('/api/guardian-requests/mine', { signal });
}

export const myRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: childrenKeys.requests(userId),
    queryFn: ({ signal }) => getMyRequests(signal),
    // Decided by teachers and administrators elsewhere: read afresh whenever the page is shown.
    staleTime: 0,
  });

export function useMyRequests(userId: string) {
  return useQuery(myRequestsQueryOptions(userId));
}
