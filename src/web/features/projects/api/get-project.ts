import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '../../../../shared/schemas/projects.js';
import { apiFetch } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** GET /api/projects/:slug: a project's page, as everyone reads it. */
export function getProject(slug: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return apiFetch<ProjectDetail>(`/api/projects/${encodeURIComponent(slug)}`, { signal });
}

export const projectQueryOptions = (slug: string) =>
  queryOptions({ queryKey: projectKeys.detail(slug), queryFn: ({ signal }) => getProject(slug, signal) });

export function useProject(slug: string) {
  return useQuery(projectQueryOptions(slug));
}
