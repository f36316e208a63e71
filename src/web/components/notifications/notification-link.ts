import type { NotificationView } from '../../../shared/schemas/notifications.js';
import { paths } from '../../lib/paths';

/** Where a notification leads: what it is about. */
export function notificationHref(notification: NotificationView): string {
  const { collaboration, item, post } = notification;
  if (post) return paths.blogPost(post.id);
  if (collaboration && item) {
    return notification.kind === 'collaboration_help' ? paths.helpPage(collaboration.id, item.id) : paths.updatePage(collaboration.id, item.id);
  }
  if (collaboration) return paths.collaborationPage(collaboration.status, collaboration.id);
  return paths.notifications();
}
