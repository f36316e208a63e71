import { and, inArray, sql } from 'drizzle-orm';
import { placeAbout, type CommentPlace } from '../comments/place.js';
import type { Db } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import { takeUntoldMentions } from '../mentions/mentions.js';
import { findPostRules } from '../posts/post-rules.js';
import { findCollaborationRules } from '../collaborations/collaboration-rules.js';
import { collaborationVisibility } from '../visibility/collaborations.js';
import type { Reader } from '../visibility/predicate.js';
import { loadReaders } from '../visibility/readers.js';
import { postVisibility } from '../visibility/posts.js';
import type { ReportedThing } from './events.js';
import { LIVE_CHANNEL, publishNotificationChange } from './live-news.js';

/** The kinds of notification (the table's check lists the same). */
export type NotificationKind =
  | 'collaboration_added'
  | 'collaboration_update'
  | 'collaboration_help'
  | 'collaboration_status'
  | 'post_unpublished'
  | 'post_published'
  | 'review_approved'
  | 'review_sent_back'
  | 'review_waiting'
  | 'child_approved'
  | 'child_sent_back'
  | 'guardian_request_decided'
  | 'picture_withheld'
  | 'comment_added'
  | 'comment_hidden'
  | 'report_held'
  | 'report_decided';

/**
 * Tells these members of something that happened in a collaboration, never the one who did it.
 * Written in the transaction of the change (pass its `tx`): both are stored or neither, and
 * the recipients' open pages hear of it when it commits (live-news.ts).
 */
export async function notifyMembers(
  db: Db,
  recipientIds: readonly string[],
  notice: { kind: 'collaboration_added'; actorId: string; collaborationId: string },
): Promise<void> {
  const recipients = [...new Set(recipientIds)].filter((id) => id !== notice.actorId);
  if (recipients.length === 0) return;
  await db.insert(notifications).values(recipients.map((recipientId) => ({ recipientId, ...notice })));
  await publishNotificationChange(db, recipients);
}

/**
 * Tells a collaboration's creator and executing members (as they are in this transaction) of
 * an update, a help request or a change of status, all but the one who made it, and only those
 * who still see it: an executing member who left the project of one for its people is not told.
 */
export async function notifyCollaboration(
  db: Db,
  notice: {
    kind: 'collaboration_update' | 'collaboration_help' | 'collaboration_status';
    actorId: string;
    collaborationId: string;
    itemId?: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  const { kind, actorId, collaborationId } = notice;
  const found = (await db.execute(sql`
    select created_by_id as user_id from collaborations where id = ${collaborationId}::uuid
    union
    select user_id from collaboration_members where collaboration_id = ${collaborationId}::uuid`)) as unknown as { rows: { user_id: string }[] };
  const recipients = await readersOf(
    db,
    found.rows.map((row) => row.user_id).filter((id) => id !== actorId),
    await placeReadBy(db, { kind: 'collaboration', collaborationId }),
  );
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((recipientId) => ({ recipientId, kind, actorId, collaborationId, itemId: notice.itemId ?? null, details: notice.details ?? {} })),
  );
  await publishNotificationChange(db, recipients);
}

/** Of these members, those the rule `reads` lets read, asked as their sessions would carry them. */
async function readersOf(db: Db, ids: readonly string[], reads: (reader: NonNullable<Reader>) => boolean): Promise<string[]> {
  if (ids.length === 0) return [];
  const readers = await loadReaders(db, ids);
  return ids.filter((id) => {
    const reader = readers.get(id);
    return reader !== undefined && reads(reader);
  });
}

/**
 * What an author's notification is about: a post; a comment, where it is; an update or help request of a collaboration;
 * a collaboration (`change`: a change to it that waited, not the new collaboration itself); or
 * their own profile, which no row of the notification names.
 */
export type NotificationAbout =
  | { postId: string }
  | { comment: CommentPlace }
  | { collaborationId: string; itemId: string }
  | { collaborationId: string; change: boolean }
  | { profile: true };

/** A notice to an author of what someone else did to their work. */
export interface AuthorNotice {
  kind: 'post_unpublished' | 'post_published' | 'review_approved' | 'review_sent_back';
  actorId: string;
  authorId: string | null;
  about: NotificationAbout;
  note?: string;
}

/** The notification's columns for what it is about, and what its details add (a note, which subject). */
function aboutColumns(about: NotificationAbout): { postId?: string; collaborationId?: string; itemId?: string; details: Record<string, unknown> } {
  if ('comment' in about) return { ...placeAbout(about.comment), details: { subject: 'comment' } };
  if ('postId' in about) return { postId: about.postId, details: {} };
  if ('itemId' in about) return { collaborationId: about.collaborationId, itemId: about.itemId, details: {} };
  if ('change' in about) return { collaborationId: about.collaborationId, details: { subject: about.change ? 'collaboration_change' : 'collaboration' } };
  return { details: { subject: 'profile' } };
}

/**
 * Tells the author of a post, update, help request, collaboration or profile change what someone
 * else did to it: an admin took the post off the site or put it back; a reviewer approved it or
 * sent it back with a note (kept in the notification, as the author acts on it). Nobody to tell
 * for a former member's, nor when the author did it themselves.
 */
export async function notifyAuthor(db: Db, notice: AuthorNotice): Promise<void> {
  const { kind, actorId, authorId, note, about } = notice;
  if (!authorId || authorId === actorId) return;
  const { details, ...columns } = aboutColumns(about);
  await db.insert(notifications).values({ recipientId: authorId, kind, actorId, ...columns, details: note ? { ...details, note } : details });
  await publishNotificationChange(db, [authorId]);
}

/**
 * Tells every reviewer but the author that work waits for review, in the transaction that made
 * it wait. Batched: a reviewer has at most one such notification unread (a unique index), which
 * a new arrival renews (dated now, so it comes first and the next daily email holds it) rather
 * than ringing again; once read, the next arrival rings anew. Their open pages hear of it at
 * commit, and ask the queue's count again.
 */
export async function notifyReviewers(db: Db, authorId: string): Promise<void> {
  await db.execute(sql`
    with told as (
      insert into notifications (recipient_id, kind)
      select u.id, 'review_waiting' from users u
      where u.role in ('admin', 'teacher') and u.banned is not true and u.id <> ${authorId}
      on conflict (recipient_id) where kind = 'review_waiting' and read_at is null
      do update set created_at = now()
      returning recipient_id
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object('member', recipient_id)::text) from told`);
}

/**
 * Tells a pupil's guardians what a reviewer decided on the pupil's post, update or help request:
 * published, or sent back with the note (as the pupil is told). The notification names the child
 * in its details; nobody is told of their own decision.
 */
export async function notifyGuardians(
  db: Db,
  notice: { kind: 'child_approved' | 'child_sent_back'; actorId: string; pupilId: string; about: { postId: string } | { collaborationId: string; itemId: string } | { comment: CommentPlace }; note?: string },
): Promise<void> {
  const { details, ...columns } = aboutColumns(notice.about);
  const told = { ...details, childId: notice.pupilId, ...(notice.note ? { note: notice.note } : {}) };
  await db.execute(sql`
    with told as (
      insert into notifications (recipient_id, kind, actor_id, post_id, collaboration_id, item_id, details)
      select g.guardian_id, ${notice.kind}, ${notice.actorId}, ${columns.postId ?? null}::uuid, ${columns.collaborationId ?? null}::uuid, ${columns.itemId ?? null}::uuid, ${JSON.stringify(told)}::jsonb
      from guardianships g where g.pupil_id = ${notice.pupilId} and g.guardian_id <> ${notice.actorId}
      returning recipient_id
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object('member', recipient_id)::text) from told`);
}

/**
 * Tells a thread of a new comment (`commentId`, by `actorId`) under a post, update or help
 * request: its author and every member who commented there before, never the commenter, nor
 * anyone who muted the thread. Only live comments count (a comment still waiting, or hidden, made
 * nobody part of the thread), and a comment is told of once live: a pupil's when it is approved.
 * Every recipient reads the place, asked by its rule as each of them: a post's, or an item's
 * collaboration's (one for a project's people reaches only them, whoever commented there before
 * they left it).
 */
/**
 * Whether a member reads a post or a collaboration, by its rule: a thread's place (an item's
 * collaboration's: the item itself is live, or nobody would comment under it), or what a
 * collaboration's notification tells of.
 */
async function placeReadBy(db: Db, place: { kind: 'post'; postId: string } | { kind: 'collaboration'; collaborationId: string }): Promise<(reader: NonNullable<Reader>) => boolean> {
  if (place.kind === 'post') {
    const post = await findPostRules(db, place.postId);
    return (reader) => post !== null && postVisibility.readable.test(post, reader);
  }
  const collaboration = await findCollaborationRules(db, place.collaborationId);
  return (reader) => collaboration !== null && collaborationVisibility.visible.test(collaboration, reader);
}

export async function notifyThread(db: Db, notice: { actorId: string; place: CommentPlace; commentId: string }): Promise<void> {
  const { actorId, place, commentId } = notice;
  // The place's author, and its key in comments and comment_mutes (either table's column of that name).
  const [placeAuthor, key, id] =
    place.kind === 'post'
      ? [sql`select author_id from posts where id = ${place.postId}::uuid`, sql.raw('post_id'), place.postId]
      : [sql`select created_by_id from collaboration_items where id = ${place.itemId}::uuid`, sql.raw('item_id'), place.itemId];
  const found = (await db.execute(sql`
    select people.user_id from (
      ${placeAuthor}
      union
      select author_id from comments where ${key} = ${id}::uuid and review is null and hidden_at is null
    ) as people (user_id)
    join users u on u.id = people.user_id and u.banned is not true
    where people.user_id <> ${actorId}
      and not exists (select 1 from comment_mutes m where m.user_id = people.user_id and m.${key} = ${id}::uuid)`)) as unknown as { rows: { user_id: string }[] };
  const recipients = await readersOf(
    db,
    found.rows.map((row) => row.user_id),
    await placeReadBy(db, place.kind === 'post' ? place : { kind: 'collaboration', collaborationId: place.collaborationId }),
  );
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((recipientId) => ({
      recipientId,
      kind: 'comment_added' as const,
      actorId,
      postId: place.kind === 'post' ? place.postId : null,
      collaborationId: place.kind === 'item' ? place.collaborationId : null,
      itemId: place.kind === 'item' ? place.itemId : null,
      details: { commentId },
    })),
  );
  await publishNotificationChange(db, recipients);
}

/**
 * Tells a comment's author that the place's author or a moderator hid it, and why (the reason kept
 * as the notification's note, as a reviewer's note is); nobody is told of their own act.
 */
export async function notifyCommentHidden(db: Db, notice: { actorId: string; authorId: string; place: CommentPlace; commentId: string; reason: string }): Promise<void> {
  await tellOfHiding(db, notice, { kind: 'comment_hidden', ...placeAbout(notice.place), details: { commentId: notice.commentId } });
}

/**
 * Tells a member that someone else hid a thing of theirs (a comment, an update or help request, their
 * profile), and why: the reason is the notification's note, as a reviewer's is. Nobody is told of their own act.
 */
async function tellOfHiding(
  db: Db,
  notice: { actorId: string; authorId: string; reason: string },
  notification: Omit<typeof notifications.$inferInsert, 'recipientId' | 'actorId' | 'details'> & { details: Record<string, unknown> },
): Promise<void> {
  if (notice.actorId === notice.authorId) return;
  await db.insert(notifications).values({ ...notification, recipientId: notice.authorId, actorId: notice.actorId, details: { ...notification.details, note: notice.reason } });
  await publishNotificationChange(db, [notice.authorId]);
}

/**
 * Tells the members a comment, update or help request mentions (decision 0049) that it does, once
 * it is live: those its mentions have not told yet (core/mentions), never its author, never a
 * disabled member. A comment's notification names its post; an item's, itself in its collaboration.
 */
export async function notifyMentioned(
  db: Db,
  notice: { actorId: string; about: { commentId: string; place: CommentPlace } | { itemId: string; collaborationId: string } },
): Promise<void> {
  const thing = 'commentId' in notice.about ? { commentId: notice.about.commentId } : { itemId: notice.about.itemId };
  const told = await takeUntoldMentions(db, thing, notice.actorId);
  if (told.length === 0) return;
  const recipients = (await db.select({ id: users.id }).from(users).where(and(inArray(users.id, told), sql`${users.banned} is not true`))).map((row) => row.id);
  if (recipients.length === 0) return;
  const about =
    'commentId' in notice.about
      ? { ...placeAbout(notice.about.place), details: { subject: 'comment', commentId: notice.about.commentId } }
      : { collaborationId: notice.about.collaborationId, itemId: notice.about.itemId, details: {} };
  await db.insert(notifications).values(recipients.map((recipientId) => ({ recipientId, kind: 'mentioned', actorId: notice.actorId, ...about })));
  await publishNotificationChange(db, recipients);
}

/** Tells an update's or help request's author that a moderator hid it from its readers, and why (decision 0048). */
export async function notifyItemHidden(db: Db, notice: { actorId: string; authorId: string; collaborationId: string; itemId: string; reason: string }): Promise<void> {
  await tellOfHiding(db, notice, { kind: 'item_hidden', collaborationId: notice.collaborationId, itemId: notice.itemId, details: {} });
}

/**
 * Where a reported thing is: its post, a comment's place, or an update's or help request's
 * collaboration (not the item itself: hidden or deleted, its reporters could no longer open it).
 * The audit log names it so too.
 */
export const whereReportedThingIs = (subject: ReportedThing) =>
  subject.type === 'item'
    ? { collaborationId: subject.collaborationId }
    : subject.type === 'comment'
      ? placeAbout(subject.place)
      : subject.type === 'profile'
        ? {}
        : { postId: subject.postId };

/** What a report's notification is about: the post (a comment's, with the thread), the update or help request in its collaboration, or nothing a row names (a profile). */
const aboutReported = (subject: ReportedThing) =>
  subject.type === 'item' ? { collaborationId: subject.collaborationId, itemId: subject.id } : whereReportedThingIs(subject);

/**
 * Tells a guardian what was decided on their request about their child, with the decider's note.
 * The child's name is kept in the details too: an erased child has no profile to name them by.
 */
export async function notifyGuardianOfDecision(
  db: Db,
  notice: { actorId: string; guardianId: string; child: { id: string; name: string; surname: string }; request: string; outcome: string; note: string },
): Promise<void> {
  if (notice.guardianId === notice.actorId) return;
  const details = { childId: notice.child.id, childName: notice.child.name, childSurname: notice.child.surname, request: notice.request, outcome: notice.outcome, ...(notice.note ? { note: notice.note } : {}) };
  await db.insert(notifications).values({ recipientId: notice.guardianId, kind: 'guardian_request_decided', actorId: notice.actorId, details });
  await publishNotificationChange(db, [notice.guardianId]);
}

/**
 * Tells those who uploaded pictures of a pupil that a lowered image consent took them out of the
 * audience they reached: they choose again where those pictures go. The pupil's name is kept in
 * the details (as a guardian's decision keeps it); who changed the consent is not said.
 */
export async function notifyPictureWithheld(db: Db, notice: { uploaderIds: readonly string[]; pupil: { id: string; name: string; surname: string } }): Promise<void> {
  const recipients = [...new Set(notice.uploaderIds)];
  if (recipients.length === 0) return;
  const details = { childId: notice.pupil.id, childName: notice.pupil.name, childSurname: notice.pupil.surname };
  await db.insert(notifications).values(recipients.map((recipientId) => ({ recipientId, kind: 'picture_withheld', details })));
  await publishNotificationChange(db, recipients);
}

/**
 * Tells an author that members' reports hid their post, comment, update or help request until a
 * moderator decides (decision 0044). Nobody is named: a reporter is never revealed to whom they reported.
 */
export async function notifyReportHeld(db: Db, notice: { authorId: string | null; subject: ReportedThing }): Promise<void> {
  if (!notice.authorId) return;
  await db.insert(notifications).values({ recipientId: notice.authorId, kind: 'report_held', ...aboutReported(notice.subject), details: { subject: notice.subject.type } });
  await publishNotificationChange(db, [notice.authorId]);
}

/** Tells a member a moderator hid their profile from the community, and why (decision 0050). */
export async function notifyProfileHidden(db: Db, notice: { actorId: string; userId: string; reason: string }): Promise<void> {
  await tellOfHiding(db, { ...notice, authorId: notice.userId }, { kind: 'profile_hidden', details: { subject: 'profile' } });
}

/**
 * Tells those who reported a thing what a moderator decided on it (left as it is, hidden or
 * deleted), under the post it is or is under, or in the collaboration an update or help request
 * is in (not the item itself: hidden or deleted, they could no longer open it); the moderator is
 * not named, as no reporter is.
 */
export async function notifyReportDecided(
  db: Db,
  notice: { reporterIds: readonly string[]; subject: ReportedThing; outcome: 'dismissed' | 'hidden' | 'deleted' },
): Promise<void> {
  const recipients = [...new Set(notice.reporterIds)];
  if (recipients.length === 0) return;
  const about = whereReportedThingIs(notice.subject);
  const details = { subject: notice.subject.type, reportOutcome: notice.outcome };
  await db.insert(notifications).values(recipients.map((recipientId) => ({ recipientId, kind: 'report_decided', ...about, details })));
  await publishNotificationChange(db, recipients);
}
