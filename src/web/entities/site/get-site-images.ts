import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteImages } from '../../../shared/schemas/site.js';
import { apiFetch } from '../../lib/api-client';

/** GET /api/site: the pictures of the home carousel, the project circles and the gallery. */
export function getSiteImages(signal?: AbortSignal): Promise<SiteImages> {
  return apiFetch<SiteImages>('/api/site', { signal });
}

export const siteImagesQueryOptions = queryOptions({
  queryKey: ['site', 'images'],
  queryFn: ({ signal }) => getSiteImages(signal),
  // They change only when an administrator replaces one; the server sends an ETag anyway.
  staleTime: 10 * 60_000,
});

export function useSiteImages() {
  return useQuery(siteImagesQueryOptions);
}
