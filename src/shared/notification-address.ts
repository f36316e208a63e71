import { pagePath } from './pages.js';
import type { NotificationView } from './schemas/notifications.js';

/**
 * Where a notification leads: what it is about, from the page table. The bell links there and
 * the daily email prints it after the site's address, so both lead to the same page.
 */
export function notificationPath(notification: NotificationView): string {
  const { collaboration, item, post } = notification;
  if (post) return pagePath('blogPost', { postId: post.id });
  if (collaboration && item) {
    const params = { id: collaboration.id, itemId: item.id };
    return item.kind === 'help' ? pagePath('helpPage', params) : pagePath('updatePage', params);
  }
  if (collaboration) return pagePath('collaborationPage', { status: collaboration.status, id: collaboration.id });
  return pagePath('notifications');
}
