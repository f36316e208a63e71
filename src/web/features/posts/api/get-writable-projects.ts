import { useQuery } from '@tanstack/react-query';
import type { ProjectList } from '../../../../shared/schemas/projects.js';
import { apiFetch } from '../../../lib/api-client';
import { postKeys } from '../../../entities/posts/post-keys';

/** GET /api/projects?mine=1: the open projects the signed-in writer may place a post in (their own; a teacher's: all). */
export function useWritableProjects() {
  return useQuery({
    queryKey: [...postKeys.all, 'writable-projects'] as const,
    queryFn: ({ signal }) => apiFetch<ProjectList>('/api/projects?mine=1', { signal }),
    select: (list) => list.projects,
    staleTime: 60_000,
  });
}
