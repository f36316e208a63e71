import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileChange } from '../../../../shared/schemas/profiles.js';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/profiles/:userId/change: a member's change to their profile that waits for review, or
 * was sent back, as their card will look once approved. Only the member and reviewers may read
 * it: anyone else, and everyone once there is none, gets a 404.
 */
export function getProfileChange(userId: string, signal?: AbortSignal): Promise<ProfileChange> {
  return apiFetch<ProfileChange>(`/api/profiles/${encodeURIComponent(userId)}/change`, { signal });
}

export const profileChangeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profiles', 'change', userId],
    // A decision (or its refusal, when the member changed it meanwhile) asks for it again.
    meta: { shows: ['member-profiles'] },
    queryFn: ({ signal }) => getProfileChange(userId, signal),
  });

export function useProfileChange(userId: string) {
  return useQuery(profileChangeQueryOptions(userId));
}
