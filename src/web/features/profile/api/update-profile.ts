import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, ProfileUpdate } from '../../../../shared/schemas/profiles.js';
import { apiFetch } from '../../../lib/api-client';
// What changes with a profile is shown by other features too: the header's avatar (session),
// the author cards of posts and the member cards of collaborations. Their query keys are the
// one thing taken from them.
import { sessionQueryOptions } from '../../auth/api/get-session';
import { postKeys } from '../../blog/api/post-keys';
import { collaborationKeys } from '../../collaboration/api/collaboration-keys';
import { profileKeys } from './profile-keys';

/** PUT /api/profile: replaces what a member edits of their own profile; answers it as stored. */
export function updateProfile(update: ProfileUpdate): Promise<OwnProfile> {
  return apiFetch<OwnProfile>('/api/profile', { method: 'PUT', body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      // The answer is the profile as the server now holds it: the reloaded data of SPEC §4.
      queryClient.setQueryData(profileKeys.own, profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: profileKeys.member(profile.id) }),
        queryClient.invalidateQueries({ queryKey: postKeys.details }),
        queryClient.invalidateQueries({ queryKey: collaborationKeys.all }),
      ]);
    },
  });
}
