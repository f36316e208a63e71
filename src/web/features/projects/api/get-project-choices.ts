import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectChoices } from '../../../../shared/schemas/projects.js';
import { apiFetch } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** GET /api/projects/:slug/choices?q=: members not yet in the project, by name, for those who add people. */
export function getProjectChoices(slug: string, q: string, signal?: AbortSignal): Promise<ProjectChoices> {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return apiFetch<ProjectChoices>(`/api/projects/${encodeURIComponent(slug)}/choices${query}`, { signal });
}

export function useProjectChoices(slug: string, q: string) {
  return useQuery({
    queryKey: projectKeys.choices(slug, q),
    queryFn: ({ signal }) => getProjectChoices(slug, q, signal),
    // The last search's people stay on screen while the next is fetched.
    placeholderData: keepPreviousData,
  });
}
