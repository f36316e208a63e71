import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE } from '../../../shared/constants.js';
import type { Db } from '../../core/db/client.js';
import { commentMutes, comments, posts, profiles, users } from '../../core/db/schema.js';
import type { Decision } from '../../core/review/decisions.js';
import { decisionColumns } from '../../core/review/decisions.js';
import { reviewAfterWriteBy } from '../../core/review/review-state.js';
import { commentVisibility } from '../../core/visibility/comments.js';
import type { Reader } from '../../core/visibility/predicate.js';

/** The columns the comment rules read (core/visibility/comments.ts): the comment's, and its post's author. */
const ruleColumns = { review: comments.review, hiddenAt: comments.hiddenAt, hiddenById: comments.hiddenById, authorId: comments.authorId, postAuthorId: posts.authorId };

/**
 * A comment as read for its presenter and its policy: with its author's name, what decides who
 * sees them by name (core/people/identity.ts: a pupil, their image consent, anonymised), and its
 * post's author.
 */
const commentRow = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  authorId: comments.authorId,
  name: profiles.name,
  surname: profiles.surname,
  needsReview: users.needsReview,
  imageConsent: profiles.imageConsent,
  anonymised: sql<boolean>`${users.anonymisedAt} is not null`,
  body: comments.body,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  hiddenAt: comments.hiddenAt,
  hiddenById: comments.hiddenById,
  review: comments.review,
  version: comments.version,
  reviewNote: comments.reviewNote,
  reviewedAt: comments.reviewedAt,
  postAuthorId: posts.authorId,
};

const selectComments = (db: Db) =>
  db
    .select(commentRow)
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(profiles, eq(profiles.userId, comments.authorId))
    .leftJoin(users, eq(users.id, comments.authorId));

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/**
 * One page of a post's comments that `reader` may read, oldest first (a thread reads as a
 * conversation), each with its replies, and how many comments (not replies) there are. The
 * reader may read the post: the caller asked its rule first. A visitor (null) reads by the
 * visitors' rule: the caller asked the site's setting first.
 */
export async function listThread(db: Db, postId: string, reader: Reader, page: number): Promise<{ comments: CommentRow[]; replies: CommentRow[]; total: number }> {
  const readable = (reader === null ? commentVisibility.forVisitors : commentVisibility.readable).where(ruleColumns, reader);
  const topLevel = and(eq(comments.postId, postId), isNull(comments.parentId), readable);
  const [rows, [counted]] = await Promise.all([
    selectComments(db)
      .where(topLevel)
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(COMMENTS_PAGE_SIZE)
      .offset((page - 1) * COMMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(comments).innerJoin(posts, eq(posts.id, comments.postId)).where(topLevel),
  ]);
  const replies =
    rows.length === 0
      ? []
      : await selectComments(db)
          .where(
            and(
              inArray(
                comments.parentId,
                rows.map((row) => row.id),
              ),
              readable,
            ),
          )
          .orderBy(asc(comments.createdAt), asc(comments.id));
  return { comments: rows, replies, total: counted?.total ?? 0 };
}


/** One comment, whatever its state (its policy decides who reads it), with its post's title and what its post's rule reads. */
export async function findComment(db: Db, id: string) {
  const [row] = await db
    .select({
      ...commentRow,
      post: { id: posts.id, title: posts.title, authorId: posts.authorId, audience: posts.audience, unpublishedAt: posts.unpublishedAt, review: posts.review },
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(profiles, eq(profiles.userId, comments.authorId))
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, id))
    .limit(1);
  return row ?? null;
}
export type FoundComment = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** Adds a comment; a pupil's waits for review (read in this statement, so a mark set a moment ago applies). */
export async function insertComment(db: Db, values: { postId: string; parentId: string | null; authorId: string; body: string }, held: boolean): Promise<{ id: string; waiting: boolean }> {
  const [row] = await db
    .insert(comments)
    .values({ ...values, review: reviewAfterWriteBy(values.authorId, null, held) })
    .returning({ id: comments.id, review: comments.review });
  return { id: row!.id, waiting: row!.review === 'waiting' };
}

/** Its author's new words: dated as edited, a new version (a reviewer's decision names the one read), waiting again if they need review. */
export async function editComment(db: Db, id: string, authorId: string, body: string, held: boolean): Promise<{ waiting: boolean }> {
  const [row] = await db
    .update(comments)
    .set({ body, editedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${comments.version} + 1`, review: reviewAfterWriteBy(authorId, sql`${comments.review}`, held) })
    .where(eq(comments.id, id))
    .returning({ review: comments.review });
  return { waiting: row?.review === 'waiting' };
}

export async function deleteComment(db: Db, id: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

/** Hides a comment (`by`: who), or shows it again (null). */
export async function setCommentHidden(db: Db, id: string, by: string | null): Promise<void> {
  await db
    .update(comments)
    .set(by ? { hiddenAt: sql`now()`, hiddenById: by } : { hiddenAt: null, hiddenById: null })
    .where(eq(comments.id, id));
}

/** Applies a decision to a comment that still waits at the version its reviewer read (false when it no longer does). */
export async function decideOnComment(db: Db, id: string, reviewerId: string, decision: Decision): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set(decisionColumns(decision, reviewerId))
    .where(and(eq(comments.id, id), eq(comments.review, 'waiting'), eq(comments.version, decision.version)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

export async function isMuted(db: Db, userId: string, postId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: commentMutes.userId })
    .from(commentMutes)
    .where(and(eq(commentMutes.userId, userId), eq(commentMutes.postId, postId)))
    .limit(1);
  return rows.length > 0;
}

/** Mutes the post's thread for `userId`, or unmutes it: either is idempotent. */
export async function setMuted(db: Db, userId: string, postId: string, muted: boolean): Promise<void> {
  if (muted) await db.insert(commentMutes).values({ userId, postId }).onConflictDoNothing();
  else await db.delete(commentMutes).where(and(eq(commentMutes.userId, userId), eq(commentMutes.postId, postId)));
}
