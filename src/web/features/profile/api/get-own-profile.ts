import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '../../../../shared/schemas/profiles.js';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/profile: the signed-in member's own profile, contact details included. */
export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return apiFetch<OwnProfile>('/api/profile', { signal });
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: ['profiles', 'own'],
  // A decision on the member's profile change changes it.
  meta: { shows: ['member-profiles'] },
  queryFn: ({ signal }) => getOwnProfile(signal),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
