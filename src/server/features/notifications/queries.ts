import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.js';
import { notificationVisibility } from '../../core/visibility/notifications.js';
import type { Reader } from '../../core/visibility/predicate.js';
import { collaborationItems, collaborations, notifications, posts, profiles } from '../../core/db/schema.js';

const actors = alias(profiles, 'actors');
/** The child a guardian's notification tells of (its details name them). */
const children = alias(profiles, 'children');

/** The reader's notifications that they may read (core/visibility/notifications.ts), the collaboration and the item joined. */
const readable = (reader: NonNullable<Reader>) =>
  and(
    notificationVisibility.own.where(notifications, reader),
    notificationVisibility.standing.where(collaborations, reader),
    notificationVisibility.itemStanding.where(collaborationItems, reader),
  );

/** The newest first, as the recipient index is sorted (decision 0018). */
const newestFirst = [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`];

/** A notification with what it is about, as it is now. */
export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

/** Up to `limit` of a member's notifications, newest first, after the one `before` when given. */
export async function listNotifications(db: Db, reader: NonNullable<Reader>, options: { limit: number; before?: string }) {
  const after = options.before
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select created_at, id from notifications where id = ${options.before}::uuid and recipient_id = ${reader.id})`
    : undefined;
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      details: notifications.details,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      actorName: actors.name,
      actorSurname: actors.surname,
      collaborationId: collaborations.id,
      collaborationTitle: collaborations.title,
      collaborationStatus: collaborations.status,
      itemId: collaborationItems.id,
      itemTitle: collaborationItems.title,
      itemKind: collaborationItems.kind,
      postId: posts.id,
      postTitle: posts.title,
      childName: children.name,
      childSurname: children.surname,
    })
    .from(notifications)
    .leftJoin(actors, eq(actors.userId, notifications.actorId))
    .leftJoin(collaborations, eq(collaborations.id, notifications.collaborationId))
    .leftJoin(collaborationItems, eq(collaborationItems.id, notifications.itemId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(children, sql`${children.userId} = ${notifications.details}->>'childId'`)
    .where(and(readable(reader), after))
    .orderBy(...newestFirst)
    .limit(options.limit);
}

/** How many of a member's notifications are unread (and still readable). */
export async function countUnread(db: Db, reader: NonNullable<Reader>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(collaborations, eq(collaborations.id, notifications.collaborationId))
    .leftJoin(collaborationItems, eq(collaborationItems.id, notifications.itemId))
    .where(and(readable(reader), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of a member's notifications read; false when they have none with that id. */
export async function markRead(db: Db, recipientId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every notification of a member read. */
export async function markAllRead(db: Db, recipientId: string): Promise<void> {
  await db.update(notifications).set({ readAt: sql`now()` }).where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
}

/** A member's choice of a daily email. */
export async function findDigestChoice(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ digest: profiles.notificationDigest }).from(profiles).where(eq(profiles.userId, userId));
  return row?.digest ?? false;
}

/** Keeps a member's choice of a daily email. */
export async function setDigestChoice(db: Db, userId: string, digest: boolean): Promise<void> {
  await db.update(profiles).set({ notificationDigest: digest }).where(eq(profiles.userId, userId));
}
