import { useQuery } from '@tanstack/react-query';
import type { ProjectMembersView } from '../../../../shared/schemas/projects.js';
import { apiFetch } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** GET /api/projects/:slug/members: who is in the project, for members only (`enabled` once signed in). */
export function getProjectMembers(slug: string, signal?: AbortSignal): Promise<ProjectMembersView> {
  return apiFetch<ProjectMembersView>(`/api/projects/${encodeURIComponent(slug)}/members`, { signal });
}

export function useProjectMembers(slug: string, enabled: boolean) {
  return useQuery({ queryKey: projectKeys.members(slug), queryFn: ({ signal }) => getProjectMembers(slug, signal), enabled });
}
