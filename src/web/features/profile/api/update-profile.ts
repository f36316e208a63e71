import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, ProfileUpdate } from '../../../../shared/schemas/profiles.js';
import { memberCardQueryOptions } from '../../../entities/member-card/get-member-card';
import { apiFetch } from '../../../lib/api-client';
import { invalidateTopic } from '../../../lib/query-topics';
import { sessionQueryOptions } from '../../../lib/session';
import { ownProfileQueryOptions } from './get-own-profile';

/** PUT /api/profile: replaces what a member edits of their own profile; answers it as stored. */
export function updateProfile(update: ProfileUpdate): Promise<OwnProfile> {
  return apiFetch<OwnProfile>('/api/profile', { method: 'PUT', body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      // The answer is the profile as the server now holds it, so nothing needs reloading.
      queryClient.setQueryData(ownProfileQueryOptions.queryKey, profile);
      // What else shows the profile: the header's avatar (session), the member's card, and the
      // author cards of posts and member cards of collaborations (their features' queries).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: memberCardQueryOptions(profile.id).queryKey }),
        invalidateTopic(queryClient, 'member-profiles'),
      ]);
    },
  });
}
