import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

/** POST /api/admin/members/:id/show-profile: a profile hidden by a moderator or members' reports shows to the community again (decision 0050). */
export function showProfile(id: string): Promise<unknown> {
  return apiFetch<unknown>(memberPath(id, '/show-profile'), { method: 'POST' });
}

export function useShowProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
