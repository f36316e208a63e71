import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PictureTags, TaggablePupils } from '../../../shared/schemas/media.js';
import { apiFetch } from '../../lib/api-client';

/** Query keys of who is in a picture, and of the pupils offered to tag. */
const pictureTagKeys = {
  tags: (mediaId: string) => ['pictureTags', mediaId] as const,
  pupils: (q: string) => ['pictureTags', 'pupils', q] as const,
};

const tagsPath = (mediaId: string) => `/api/media/${encodeURIComponent(mediaId)}/tags`;

/** GET /api/media/:id/tags: the pupils tagged in a picture (its uploader's and reviewers' to read). */
export function usePictureTags(mediaId: string) {
  return useQuery({
    queryKey: pictureTagKeys.tags(mediaId),
    queryFn: ({ signal }) => apiFetch<PictureTags>(tagsPath(mediaId), { signal }),
    // Someone else's picture (a collaboration's, say) is not ours to tag: no retry of a 403.
    retry: false,
  });
}

/** PUT /api/media/:id/tags: every pupil in the picture; the answer is the tags as they now are. */
export function useSetPictureTags(mediaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pupilIds: string[]) => apiFetch<PictureTags>(tagsPath(mediaId), { method: 'PUT', body: { pupilIds } }),
    onSuccess: (tags) => queryClient.setQueryData(pictureTagKeys.tags(mediaId), tags),
  });
}

/** GET /api/media/pupils?q=: pupils by name, at most 20; asked only while the search is open. */
export function useTaggablePupils(q: string, enabled: boolean) {
  return useQuery({
    queryKey: pictureTagKeys.pupils(q),
    queryFn: ({ signal }) => apiFetch<TaggablePupils>(q ? `/api/media/pupils?q=${encodeURIComponent(q)}` : '/api/media/pupils', { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
