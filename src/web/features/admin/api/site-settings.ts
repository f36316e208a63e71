import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '../../../../shared/schemas/site.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/site-settings: what administrators set for the whole site. */
export const siteSettingsQueryOptions = queryOptions({
  queryKey: adminKeys.siteSettings,
  queryFn: ({ signal }) => apiFetch<SiteSettings>('/api/admin/site-settings', { signal }),
});

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions);
}

/** PUT /api/admin/site-settings: audited; the answer is the settings as stored. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => apiFetch<SiteSettings>('/api/admin/site-settings', { method: 'PUT', body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.siteSettings, settings),
  });
}
