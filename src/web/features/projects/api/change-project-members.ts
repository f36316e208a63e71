import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** POST /api/projects/:slug/members: adds the people (teachers and administrators). */
export function addProjectMembers({ slug, userIds }: { slug: string; userIds: string[] }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/projects/${encodeURIComponent(slug)}/members`, { method: 'POST', body: { userIds } });
}

/** DELETE /api/projects/:slug/members/:userId: takes someone out of the project. */
export function removeProjectMember({ slug, userId }: { slug: string; userId: string }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/projects/${encodeURIComponent(slug)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** Either change asks again for who is in the project and whom the picker may still offer. */
function useProjectMembersChange<Input extends { slug: string }>(change: (input: Input) => Promise<{ ok: true }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, { slug }) => queryClient.invalidateQueries({ queryKey: projectKeys.members(slug).slice(0, 2) }),
  });
}

export const useAddProjectMembers = () => useProjectMembersChange(addProjectMembers);
export const useRemoveProjectMember = () => useProjectMembersChange(removeProjectMember);
