import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { NotificationItem } from '../../../entities/notifications/NotificationItem';
import { useMarkRead, useNotificationPage, useUnreadCount } from '../../../entities/notifications/notification-queries';
import { SaveError } from '../../../components/SaveError';
import { useSessionUser } from '../../../lib/session';
import { useNotificationSettings, useSetDigest } from '../api/notification-settings';

/** /notifications: every notification of the member, newest first, twenty at a time; and the daily email. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  // The pages shown so far, by the id each starts after (null: the newest).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const markRead = useMarkRead(user?.id ?? '');
  const unread = useUnreadCount(user?.id ?? '', { poll: false, enabled: Boolean(user) }).data?.unread ?? 0;
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{t('notifications.documentTitle')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('notifications.heading')}</h1>
        {unread > 0 && (
          <button type="button" className="btn-secondary" onClick={() => markRead.mutate(null)}>
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      <div className="mt-6 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        {cursors.map((before, index) => (
          <NotificationsPart
            key={before ?? 'newest'}
            userId={user.id}
            before={before}
            last={index === cursors.length - 1}
            onOlder={(next) => setCursors((shown) => [...shown, next])}
            onOpen={(id) => markRead.mutate(id)}
          />
        ))}
      </div>
      <DigestChoice admin={user.role === 'admin'} />
    </div>
  );
}

type PartProps = { userId: string; before: string | null; last: boolean; onOlder: (next: string) => void; onOpen: (id: string) => void };

/** One page of twenty, and the way to the next when it is the last shown. */
function NotificationsPart({ userId, before, last, onOlder, onOpen }: PartProps) {
  const { t } = useTranslation();
  const page = useNotificationPage(userId, before);
  return (
    <ListStates
      query={page}
      loadingLabel={t('notifications.loading')}
      errorLabel={t('notifications.error')}
      isEmpty={(data) => before === null && data.notifications.length === 0}
      empty={<EmptyText>{t('notifications.empty')}</EmptyText>}
    >
      {(data) => (
        <>
          <ul className="flex flex-col gap-1">
            {data.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={(n) => !n.read && onOpen(n.id)} />
            ))}
          </ul>
          {last && data.nextBefore && (
            <button type="button" className="btn-secondary mt-3" onClick={() => onOlder(data.nextBefore!)}>
              {t('notifications.showOlder')}
            </button>
          )}
        </>
      )}
    </ListStates>
  );
}

/**
 * The daily email: a choice where the site can send mail; else nothing for a member (there is
 * nothing they could do about it), and for an administrator a word that it cannot, and how to mend it.
 */
function DigestChoice({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useNotificationSettings();
  const setDigest = useSetDigest();
  // The box shows the choice in the same frame as the press (a query's update comes a moment
  // later, and a controlled box would flick back meanwhile), and the kept one again once the
  // server has answered, or refused.
  const [pressed, setPressed] = useState<boolean | null>(null);
  if (!settings.data || (!settings.data.canEmail && !admin)) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
        {t('notifications.emailHeading')}
      </h2>
      {settings.data.canEmail ? (
        <div className="mt-3 flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-4"
            checked={pressed ?? settings.data.digest}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setPressed(event.target.checked);
              setDigest.mutate(event.target.checked, { onSettled: () => setPressed(null) });
            }}
          />
          <div>
            <label htmlFor={id} className="font-medium text-slate-800">
              {t('notifications.digestLabel')}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {t('notifications.digestHint')}
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-slate-600">{t('notifications.noEmail')}</p>
      )}
      {setDigest.error && <SaveError label={t('notifications.digestNotSaved')} error={setDigest.error} />}
    </section>
  );
}
