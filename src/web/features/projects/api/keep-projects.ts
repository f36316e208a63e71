import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectInput, ProjectList, ProjectSummary, ProjectUpdate } from '../../../../shared/schemas/projects.js';
import { apiFetch } from '../../../lib/api-client';
import { siteImagesQueryOptions } from '../../../entities/site/get-site-images';
import { projectKeys } from './project-keys';

/** GET /api/projects?all=1: every project, archived ones too (administrators). */
export function getAllProjects(signal?: AbortSignal): Promise<ProjectList> {
  return apiFetch<ProjectList>('/api/projects?all=1', { signal });
}

export function useAllProjects() {
  return useQuery({ queryKey: [...projectKeys.all, 'all'], queryFn: ({ signal }) => getAllProjects(signal) });
}

/** POST /api/admin/projects (201). */
export function createProject(input: ProjectInput): Promise<ProjectSummary> {
  return apiFetch<ProjectSummary>('/api/admin/projects', { method: 'POST', body: input });
}

/** PATCH /api/admin/projects/:id: only what is sent changes. */
export function updateProject({ id, ...changes }: ProjectUpdate & { id: string }): Promise<ProjectSummary> {
  return apiFetch<ProjectSummary>(`/api/admin/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

/** Either write asks again for the projects' lists, pages, circles and menus. */
function useProjectsWrite<Input>(write: (input: Input) => Promise<ProjectSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: projectKeys.all }), queryClient.invalidateQueries({ queryKey: siteImagesQueryOptions.queryKey })]);
    },
  });
}

export const useCreateProject = () => useProjectsWrite(createProject);
export const useUpdateProject = () => useProjectsWrite(updateProject);
