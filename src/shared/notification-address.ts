import { pagePath } from './pages.js';
import type { NotificationView } from './schemas/notifications.js';

/**
 * Where a notification leads: what it is about, from the page table. The bell links there and
 * the daily email prints it after the site's address, so both lead to the same page.
 */
export function notificationPath(notification: NotificationView): string {
  const { collaboration, item, post, subject } = notification;
  // Work waits for the reader's review: the queue.
  if (notification.kind === 'review_waiting') return pagePath('review');
  if (subject === 'profile') return pagePath('editProfile');
  if (post) return pagePath('blogPost', { postId: post.id });
  if (collaboration && item) {
    const params = { id: collaboration.id, itemId: item.id };
    return item.kind === 'help' ? pagePath('helpPage', params) : pagePath('updatePage', params);
  }
  if (collaboration) return pagePath('collaborationPage', { status: collaboration.status, id: collaboration.id });
  return pagePath('notifications');
}

/**
 * Which words tell of a notification, in the bell and the daily email alike: its kind, but a
 * review's outcome about an update or help request, a collaboration, a change to one or a
 * profile has words of its own.
 */
export function notificationWordsKey({ kind, post, item, subject }: NotificationView) {
  if ((kind === 'review_approved' || kind === 'review_sent_back') && !post) {
    if (item) return `${kind}_${item.kind}` as const;
    if (subject) return `${kind}_${subject}` as const;
  }
  return kind;
}
