import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectPicturesInput, ProjectPicturesView } from '../../../../shared/schemas/projects.js';
import { apiFetch } from '../../../lib/api-client';
import { siteImagesQueryOptions } from '../../../entities/site/get-site-images';
import { projectKeys } from './project-keys';

const address = (id: string) => `/api/admin/projects/${encodeURIComponent(id)}/pictures`;

/** GET /api/admin/projects/:id/pictures: the gallery as administrators keep it. */
export function useKeptPictures(id: string) {
  return useQuery({ queryKey: projectKeys.pictures(id), queryFn: ({ signal }) => apiFetch<ProjectPicturesView>(address(id), { signal }) });
}

/** PUT /api/admin/projects/:id/pictures: the whole gallery and the project's picture; then its page, the circles and menus ask again. */
export function useKeepPictures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectPicturesInput) => apiFetch<ProjectPicturesView>(address(id), { method: 'PUT', body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(projectKeys.pictures(id), saved);
      await Promise.all([queryClient.invalidateQueries({ queryKey: projectKeys.all }), queryClient.invalidateQueries({ queryKey: siteImagesQueryOptions.queryKey })]);
    },
  });
}
