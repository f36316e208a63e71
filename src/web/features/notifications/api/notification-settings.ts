import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../shared/schemas/notifications.js';
import { apiFetch } from '../../../lib/api-client';

const settingsKey = ['notifications', 'settings'] as const;

/** GET /api/notifications/settings: the member's choice of a daily email, and whether the site can send one. */
export function useNotificationSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiFetch<NotificationSettings>('/api/notifications/settings', { signal }) });
}

/** PUT /api/notifications/settings; the kept settings become the server's answer. */
export function useSetDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (digest: boolean) => apiFetch<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body: { digest } }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
