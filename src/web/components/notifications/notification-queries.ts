import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '../../../shared/schemas/notifications.js';
import { apiFetch } from '../../lib/api-client';

/**
 * The signed-in member's notifications, for the bell (in the header, on every page) and the
 * notifications page: the calls live with the shell, as the bell does. Keys carry the member,
 * so another member signing in on the same browser never sees the last one's.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  page: (userId: string, before: string | null) => ['notifications', userId, 'page', before] as const,
};

// Until the pages are told live of a change (issue 16's next part), the bell asks now and then
// while the page is shown, and whenever the reader comes back to it.
const UNREAD_POLL_MS = 30_000;

/** GET /api/notifications/unread. */
export function useUnreadCount(userId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => apiFetch<{ unread: number }>('/api/notifications/unread', { signal }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/notifications?before=…: a page of notifications, newest first. */
export const notificationPageQueryOptions = (userId: string, before: string | null = null) =>
  queryOptions({
    queryKey: notificationKeys.page(userId, before),
    queryFn: ({ signal }) =>
      apiFetch<NotificationPage>(before ? `/api/notifications?before=${encodeURIComponent(before)}` : '/api/notifications', { signal }),
    staleTime: 0,
  });

export function useNotificationPage(userId: string, before: string | null = null, enabled = true) {
  return useQuery({ ...notificationPageQueryOptions(userId, before), enabled });
}

/** POST /api/notifications/:id/read, or /read-all without an id; every list and count is asked again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiFetch<void>(id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
