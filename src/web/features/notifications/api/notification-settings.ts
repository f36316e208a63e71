import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../shared/schemas/notifications.js';
import { apiFetch } from '../../../lib/api-client';

const settingsKey = ['notifications', 'settings'] as const;

/** GET /api/notifications/settings: the member's choice of a daily email, and whether the site can send one. */
export function useNotificationSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiFetch<NotificationSettings>('/api/notifications/settings', { signal }) });
}

/** PUT /api/notifications/settings. The box shows the choice at once, and goes back should the server refuse it. */
export function useSetDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (digest: boolean) => apiFetch<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body: { digest } }),
    onMutate: (digest) => {
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (before) queryClient.setQueryData(settingsKey, { ...before, digest });
      return { before };
    },
    onError: (_error, _digest, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
