import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { CountBadge } from '../../components/CountBadge';
import { ListStates } from '../../components/ListStates';
import { NotificationItem } from './NotificationItem';
import { useLiveNotifications, useMarkRead, useNotificationPage, useUnreadCount } from './notification-queries';

/** How many of the newest the bell's panel shows; the page shows them all. */
const PANEL_SIZE = 8;

function BellIcon(props: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M6 10a6 6 0 1 1 12 0c0 4.5 1.5 6 2 7H4c.5-1 2-2.5 2-7z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * The bell in the header (decision 0024): the number of unread notifications, and a panel with
 * the newest, each leading to what it is about; Mark all as read; See all. It closes on Escape,
 * on a press outside it and on any navigation.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const panelId = useId();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const live = useLiveNotifications(userId);
  const unread = useUnreadCount(userId, { poll: live !== 'live' }).data?.unread ?? 0;
  const page = useNotificationPage(userId, null, open);
  const markRead = useMarkRead(userId);
  const close = () => setOpenOn(null);

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : location.key)}
        className="icon-button relative size-10"
      >
        <BellIcon className="size-6" />
        <CountBadge count={unread} colour="accent" />
      </button>
      {open && (
        <>
          {/* Under the header bar (z-30), which holds the panel: a press on the page closes it. */}
          {createPortal(<div aria-hidden="true" className="fixed inset-0 z-20" onClick={close} />, document.body)}
          <section
            id={panelId}
            aria-label={t('notifications.heading')}
            className="fixed inset-x-2 top-16 z-40 max-h-[70svh] overflow-y-auto rounded-2xl bg-white p-3 text-slate-800 shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
          >
            <div className="mb-2 flex items-center justify-between gap-2 px-1">
              <h2 className="text-base font-bold text-brand-900">{t('notifications.heading')}</h2>
              {unread > 0 && (
                <button type="button" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline" onClick={() => markRead.mutate(null)}>
                  {t('notifications.markAllRead')}
                </button>
              )}
            </div>
            <ListStates
              query={page}
              loadingLabel={t('notifications.loading')}
              errorLabel={t('notifications.error')}
              isEmpty={(data) => data.notifications.length === 0}
              empty={<p className="px-2 py-4 text-sm text-slate-600">{t('notifications.empty')}</p>}
            >
              {(data) => (
                <ul className="flex flex-col gap-1">
                  {data.notifications.slice(0, PANEL_SIZE).map((notification) => (
                    <NotificationItem key={notification.id} notification={notification} onOpen={(n) => !n.read && markRead.mutate(n.id)} />
                  ))}
                </ul>
              )}
            </ListStates>
            <Link to={paths.notifications()} className="mt-2 block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t('notifications.seeAll')}
            </Link>
          </section>
        </>
      )}
    </div>
  );
}
