import { useQuery } from '@tanstack/react-query';
import type { ProjectList } from '../../../shared/schemas/projects.js';
import { apiFetch } from '../../lib/api-client';

/**
 * GET /api/projects?mine=1: the open projects the signed-in writer may place a post or a
 * collaboration in (their own; a teacher's or an administrator's: all).
 */
export function useWritableProjects() {
  return useQuery({
    queryKey: ['projects', 'writable'] as const,
    queryFn: ({ signal }) => apiFetch<ProjectList>('/api/projects?mine=1', { signal }),
    select: (list) => list.projects,
    staleTime: 60_000,
  });
}
