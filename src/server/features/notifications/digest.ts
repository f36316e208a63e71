import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages.js';
import { isLanguage } from '../../../shared/languages.js';
import { notificationPath, notificationWordsKey } from '../../../shared/notification-address.js';
import { pagePath } from '../../../shared/pages.js';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.js';
import { collaborations } from '../../core/db/schema.js';
import { notificationVisibility } from '../../core/visibility/notifications.js';
import type { Mail, Mailer } from '../../core/mail/mailer.js';
import { fill, serverTexts } from '../../core/i18n/texts.js';
import { presentNotification } from './presenter.js';
import { countUnread, listNotifications } from './queries.js';
import type { NotificationView } from '../../../shared/schemas/notifications.js';

/** The most a digest lists; the rest are counted. */
const DIGEST_ITEMS = 10;
/** Members mailed in one run; the next run (an hour on) takes the rest. */
const DIGEST_BATCH = 200;

interface DigestDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  siteLanguage: () => Promise<Language>;
  log: { warn: (details: object, message: string) => void };
}

/** Collaborations as the query below names them (`c`), for their visibility rules to speak of. */
const c = alias(collaborations, 'c');

/** Who is due a digest: they asked for it, are not disabled, were not mailed in the last day, and something new is unread. */
async function dueMembers(db: Db, now: Date) {
  const result = await db.execute(sql`
    select pr.user_id as "userId", u.role, u.email, pr.name, pr.language
    from profiles pr join users u on u.id = pr.user_id
    where pr.notification_digest and u.banned is not true
      and (pr.digest_sent_at is null or pr.digest_sent_at <= ${now.toISOString()}::timestamptz - interval '23 hours')
      and exists (
        select 1 from notifications n left join collaborations c on c.id = n.collaboration_id
        where n.recipient_id = pr.user_id and n.read_at is null and ${notificationVisibility.standing.where(c, null)}
          and n.created_at > coalesce(pr.digest_sent_at, '-infinity'::timestamptz))
    order by pr.user_id
    limit ${DIGEST_BATCH}`);
  return (result as unknown as { rows: { userId: string; role: string; email: string; name: string; language: string | null }[] }).rows;
}

/** One notification in a sentence, as the site words it, with its address. */
function sentence(notification: NotificationView, language: Language, publicUrl: string): string {
  const texts = serverTexts(language).mail.notificationDigest;
  const { actor, collaboration, item, post, status, note, child } = notification;
  const words = fill(texts.kind[notificationWordsKey(notification)], {
    actor: actor ? `${actor.name} ${actor.surname}` : texts.someone,
    collaboration: collaboration?.title ?? '',
    item: item?.title ?? '',
    post: post?.title ?? '',
    child: child ? `${child.name} ${child.surname}` : '',
    // A review's outcome: what the reviewer asked to change.
    note: note ?? '',
    status: status ? texts.status[status] : '',
  });
  return `- ${words}\n  ${publicUrl}${notificationPath(notification)}`;
}

/** The digest of a member's unread notifications, newest first, in their language. */
export function digestMail(member: { email: string; name: string }, unread: NotificationView[], total: number, language: Language, publicUrl: string): Mail {
  const texts = serverTexts(language).mail.notificationDigest;
  const listed = unread.slice(0, DIGEST_ITEMS);
  const lines = [fill(texts.greeting, { name: member.name }), '', texts.intro, '', ...listed.map((n) => sentence(n, language, publicUrl))];
  if (total > listed.length) lines.push(fill(texts.more, { count: total - listed.length }));
  lines.push('', texts.openAll, `${publicUrl}${pagePath('notifications')}`, '', texts.why, '', texts.signature);
  return { to: member.email, subject: total === 1 ? texts.subjectOne : fill(texts.subjectOther, { count: total }), text: lines.join('\n') };
}

/**
 * Mails each member who asked for it a digest of their unread notifications, at most one a
 * day and only when something came since the last. A mail that fails is tried again at the
 * next run; the others go on. Run by the maintenance job every hour, one instance at a time.
 */
export async function sendNotificationDigests(deps: DigestDeps, now = new Date()): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const member of await dueMembers(deps.db, now)) {
    const reader = { id: member.userId, role: member.role };
    const [rows, total] = await Promise.all([listNotifications(deps.db, reader, { limit: 50 }), countUnread(deps.db, reader)]);
    const unread = rows.filter((row) => row.readAt === null).map(presentNotification);
    const language = isLanguage(member.language) ? member.language : await deps.siteLanguage();
    try {
      await deps.mailer.send(digestMail(member, unread, total, language, deps.publicUrl));
      await deps.db.execute(sql`update profiles set digest_sent_at = ${now.toISOString()}::timestamptz where user_id = ${member.userId}`);
      sent++;
    } catch (error) {
      failed++;
      deps.log.warn({ err: error }, 'could not send a notification digest; it is tried again at the next run');
    }
  }
  return { sent, failed };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the digests that are due (maintenance runs it hourly); null where the site cannot send mail. */
    sendNotificationDigests: ((now?: Date) => Promise<{ sent: number; failed: number }>) | null;
  }
}
