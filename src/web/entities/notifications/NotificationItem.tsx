import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationPath, notificationWordsKey as wordsKey } from '../../../shared/notification-address.js';
import type { NotificationView } from '../../../shared/schemas/notifications.js';
import { useDateFormat } from '../../lib/format-date';

/**
 * One notification: who did what, in which collaboration or to which post, and when; the whole
 * line is the link to it, and following it marks it read. Unread ones are marked in words too.
 */
export function NotificationItem({ notification, onOpen }: { notification: NotificationView; onOpen: (notification: NotificationView) => void }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const { actor, collaboration, item, post, note, status, child } = notification;
  const text = t(`notifications.kind.${wordsKey(notification)}`, {
    actor: actor ? `${actor.name} ${actor.surname}` : t('notifications.someone'),
    collaboration: collaboration?.title ?? '',
    item: item?.title ?? '',
    post: post?.title ?? '',
    child: child ? `${child.name} ${child.surname}` : '',
    note: note ?? '',
    status: status ? t(`notifications.status.${status}`) : '',
  });
  return (
    <li className="relative">
      <Link
        to={notificationPath(notification)}
        onClick={() => onOpen(notification)}
        className={
          'block rounded-lg px-3 py-2.5 text-sm [overflow-wrap:anywhere] hover:bg-brand-50 ' +
          (notification.read ? 'text-slate-700' : 'bg-accent-50 font-semibold text-brand-900')
        }
      >
        {!notification.read && (
          <span className="mr-2 inline-block size-2 rounded-full bg-accent-500 align-middle" aria-hidden="true" />
        )}
        {!notification.read && <span className="sr-only">{t('notifications.unread')}: </span>}
        {text}
        <time dateTime={notification.createdAt} className="mt-0.5 block text-xs font-normal text-slate-600">
          {formatDateTime(notification.createdAt)}
        </time>
      </Link>
    </li>
  );
}
