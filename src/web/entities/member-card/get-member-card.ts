import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberCard } from '../../../shared/schemas/profiles.js';
import { apiFetch } from '../../lib/api-client';

/** GET /api/profiles/:userId: a member with contact details, for signed-in members only. */
export function getMemberCard(userId: string, signal?: AbortSignal): Promise<MemberCard> {
  return apiFetch<MemberCard>(`/api/profiles/${encodeURIComponent(userId)}`, { signal });
}

export const memberCardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profiles', 'member', userId],
    // A teacher's decision on a profile change changes what the card shows.
    meta: { shows: ['member-profiles'] },
    queryFn: ({ signal }) => getMemberCard(userId, signal),
  });

/**
 * The member `userId` as members see them. `enabled: false` for visitors: the server would
 * answer 401, and they are not to see contact details anyway.
 */
export function useMemberCard(userId: string, enabled = true) {
  return useQuery({ ...memberCardQueryOptions(userId), enabled });
}
