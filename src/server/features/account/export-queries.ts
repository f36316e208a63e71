import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { auditLog, collaborationItems, collaborationMembers, collaborationRevisions, collaborations, commentMutes, comments, media, notifications, pictureTags, posts, profileRevisions, profiles, reactions, reports, sessions, users } from '../../core/db/schema.js';

/** What an audit entry of signing in may be: the member's own, or a failed try at their account. */
const SIGN_INS = ['auth.sign_in', 'auth.sign_in_failed'];

/**
 * Everything Agora keeps about one member, row by row (GDPR articles 15 and 20): their
 * account and profile, what they wrote (posts, collaborations they created, updates and
 * help requests), the collaborations they execute, their notifications, their sign-ins and
 * sessions, the pictures they uploaded and those others tagged them in. Never a row about anyone else but by name where
 * theirs points at it (who added them, in which collaboration).
 */
export async function loadMemberData(db: Db, userId: string) {
  const [account] = await db
    .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return null;
  const [profile, ownPosts, created, joined, items, notices, signIns, openSessions, pictures, profileChange, collaborationChanges, taggedIn, ownComments, mutedThreads, ownReports, ownReactions] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)).then((rows) => rows[0] ?? null),
    db
      .select({
        id: posts.id,
        title: posts.title,
        content: posts.content,
        thumbnailId: posts.thumbnailId,
        audience: posts.audience,
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
        unpublishedAt: posts.unpublishedAt,
        // Whether it waits for review or was sent back, and the teacher's note.
        review: posts.review,
        reviewNote: posts.reviewNote,
      })
      .from(posts)
      .where(eq(posts.authorId, userId))
      .orderBy(desc(posts.createdAt)),
    db
      .select({
        id: collaborations.id,
        title: collaborations.title,
        content: collaborations.content,
        thumbnailId: collaborations.thumbnailId,
        status: collaborations.status,
        createdAt: collaborations.createdAt,
        updatedAt: collaborations.updatedAt,
        // A pupil's new collaboration waits for review too.
        review: collaborations.review,
        reviewNote: collaborations.reviewNote,
      })
      .from(collaborations)
      .where(eq(collaborations.createdById, userId))
      .orderBy(desc(collaborations.createdAt)),
    db
      .select({ id: collaborations.id, title: collaborations.title, status: collaborations.status, addedAt: collaborationMembers.addedAt })
      .from(collaborationMembers)
      .innerJoin(collaborations, eq(collaborations.id, collaborationMembers.collaborationId))
      .where(eq(collaborationMembers.userId, userId))
      .orderBy(desc(collaborationMembers.addedAt)),
    db
      .select({
        id: collaborationItems.id,
        kind: collaborationItems.kind,
        title: collaborationItems.title,
        content: collaborationItems.content,
        collaborationId: collaborationItems.collaborationId,
        collaborationTitle: collaborations.title,
        createdAt: collaborationItems.createdAt,
        review: collaborationItems.review,
        reviewNote: collaborationItems.reviewNote,
      })
      .from(collaborationItems)
      .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
      .where(eq(collaborationItems.createdById, userId))
      .orderBy(desc(collaborationItems.createdAt)),
    db
      .select({ id: notifications.id, kind: notifications.kind, collaborationId: notifications.collaborationId, itemId: notifications.itemId, postId: notifications.postId, details: notifications.details, createdAt: notifications.createdAt, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.recipientId, userId))
      .orderBy(desc(notifications.createdAt)),
    db
      .select({ action: auditLog.action, ipAddress: auditLog.ipAddress, details: auditLog.details, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId), inArray(auditLog.action, SIGN_INS)))
      .orderBy(desc(auditLog.createdAt)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({ id: media.id, key: media.key, folder: media.folder, width: media.width, height: media.height, variants: media.variants, createdAt: media.createdAt })
      .from(media)
      .where(
        or(
          eq(media.ownerId, userId),
          sql`${media.id} = (select ${profiles.imageId} from ${profiles} where ${profiles.userId} = ${userId})`,
          // A picture someone tagged them in is a picture of them.
          sql`${media.id} in (select ${pictureTags.mediaId} from ${pictureTags} where ${pictureTags.pupilId} = ${userId})`,
        ),
      )
      .orderBy(asc(media.createdAt)),
    // What they changed that waits for review, or was sent back, beside what is shown.
    db.select().from(profileRevisions).where(eq(profileRevisions.userId, userId)).then((rows) => rows[0] ?? null),
    db
      .select({
        collaborationId: collaborationRevisions.collaborationId,
        title: collaborationRevisions.title,
        content: collaborationRevisions.content,
        thumbnailId: collaborationRevisions.thumbnailId,
        review: collaborationRevisions.review,
        reviewNote: collaborationRevisions.reviewNote,
        updatedAt: collaborationRevisions.updatedAt,
      })
      .from(collaborationRevisions)
      .where(eq(collaborationRevisions.authorId, userId))
      .orderBy(desc(collaborationRevisions.updatedAt)),
    // The pictures they are tagged in (by id, as `pictures` lists them), not who tagged them.
    db
      .select({ pictureId: pictureTags.mediaId, taggedAt: pictureTags.createdAt })
      .from(pictureTags)
      .where(eq(pictureTags.pupilId, userId))
      .orderBy(asc(pictureTags.createdAt)),
    // Their comments, in any state, with the post or the update or help request each is under (and the threads they muted: comment_mutes).
    db
      .select({ id: comments.id, postId: comments.postId, itemId: comments.itemId, parentId: comments.parentId, body: comments.body, review: comments.review, hidden: sql<boolean>`${comments.hiddenAt} is not null`, createdAt: comments.createdAt, editedAt: comments.editedAt })
      .from(comments)
      .where(eq(comments.authorId, userId))
      .orderBy(asc(comments.createdAt)),
    db.select({ postId: commentMutes.postId, itemId: commentMutes.itemId, mutedAt: commentMutes.createdAt }).from(commentMutes).where(eq(commentMutes.userId, userId)),
    // What they reported to the moderators (decision 0044), and what was decided; never who reported their own words.
    db
      .select({ subjectType: reports.subjectType, subjectId: reports.subjectId, reason: reports.reason, words: reports.words, createdAt: reports.createdAt, outcome: reports.outcome, closedAt: reports.closedAt })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt)),
    // The reactions they gave (decision 0047), and to what.
    db
      .select({ emoji: reactions.emoji, postId: reactions.postId, commentId: reactions.commentId, itemId: reactions.itemId, createdAt: reactions.createdAt })
      .from(reactions)
      .where(eq(reactions.userId, userId))
      .orderBy(asc(reactions.createdAt)),
  ]);
  return {
    account,
    profile,
    posts: ownPosts,
    collaborationsCreated: created,
    collaborationsJoined: joined,
    items,
    notifications: notices,
    signIns,
    sessions: openSessions,
    pictures,
    profileChange,
    collaborationChanges,
    taggedIn,
    comments: ownComments,
    mutedThreads,
    reports: ownReports,
    reactions: ownReactions,
  };
}
export type MemberData = NonNullable<Awaited<ReturnType<typeof loadMemberData>>>;
