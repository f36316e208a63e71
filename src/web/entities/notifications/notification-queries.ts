import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '../../../shared/schemas/notifications.js';
import { apiFetch } from '../../lib/api-client';
import { useLiveNews, type LiveStatus } from '../../lib/live';
import { reviewKeys } from '../review/review-keys';

/**
 * The signed-in member's notifications, for the bell (in the header, on every page) and the
 * notifications page: the calls live with the shell, as the bell does. Keys carry the member,
 * so another member signing in on the same browser never sees the last one's.
 */
export const notificationKeys = {
  /** One member's count and lists (not their email choice). */
  member: (userId: string) => ['notifications', userId] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  page: (userId: string, before: string | null) => ['notifications', userId, 'page', before] as const,
};

// While the tab hears no news live (lib/live.ts: connecting, refused, or the oldest of too many
// tabs), the bell asks now and then, and whenever the reader comes back to the page.
const UNREAD_POLL_MS = 30_000;

/** GET /api/notifications/unread; asked for again every half minute when `poll`. */
export function useUnreadCount(userId: string, { poll, enabled = true }: { poll: boolean; enabled?: boolean }) {
  return useQuery({
    enabled,
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => apiFetch<{ unread: number }>('/api/notifications/unread', { signal }),
    refetchInterval: poll ? UNREAD_POLL_MS : false,
    refetchOnWindowFocus: true,
  });
}

/**
 * GET /api/live for the bell: the count and lists are asked for again whenever the member's
 * notifications change, and so is what waits for a reviewer (work waiting reaches them as a
 * notification).
 */
export function useLiveNotifications(userId: string): LiveStatus {
  const queryClient = useQueryClient();
  return useLiveNews('notifications', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.member(userId) });
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
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

/** POST /api/notifications/:id/read, or /read-all without an id; the member's every list and count is asked again. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiFetch<void>(id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.member(userId) }),
  });
}
