import { and, asc, count, eq, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE } from '../../../shared/constants.js';
import type { Db } from '../../core/db/client.js';
import { commentRow, commentRuleColumns, type FoundComment } from '../../core/comments/find-comment.js';
import { placeKey, type CommentPlace } from '../../core/comments/place.js';
import { collaborationItems, commentMutes, comments, posts, profiles, users } from '../../core/db/schema.js';
import type { Decision } from '../../core/review/decisions.js';
import { decisionColumns } from '../../core/review/decisions.js';
import { reviewAfterWriteBy } from '../../core/review/review-state.js';
import { commentVisibility } from '../../core/visibility/comments.js';
import type { Reader } from '../../core/visibility/predicate.js';

/**
 * A place's thread as one query reads it: the comments' key column, the table its author is read
 * from (joined on the comment), and that author's column — what the comment rules read beside the
 * comment's own (core/visibility/comments.ts `placeAuthorId`).
 */
function threadOf(place: CommentPlace) {
  return place.kind === 'post'
    ? { key: eq(comments.postId, place.postId), table: posts, on: eq(posts.id, comments.postId), placeAuthorId: posts.authorId }
    : { key: eq(comments.itemId, place.itemId), table: collaborationItems, on: eq(collaborationItems.id, comments.itemId), placeAuthorId: collaborationItems.createdById };
}

export { findComment, type FoundComment } from '../../core/comments/find-comment.js';

/** A comment as the thread and its presenter read it: `commentRow`'s columns, and its place's author. */
export type CommentRow = Omit<FoundComment, 'place'>;

/**
 * One page of a place's comments that `reader` may read, oldest first (a thread reads as a
 * conversation), each with its replies, and how many comments (not replies) there are. The
 * reader may read the place: the caller asked its rule first. A visitor (null) reads by the
 * visitors' rule (under posts only): the caller asked the site's setting first.
 *
 * One statement: the page's comments, counted over all of them before the page is cut, and the
 * replies to them. The thread is read on every open of a post's page and never cached, so each
 * round trip and plan saved counts; only a page past the last one (no rows to carry the count)
 * asks the count apart.
 */
export async function listThread(db: Db, place: CommentPlace, reader: Reader, page: number): Promise<{ comments: CommentRow[]; replies: CommentRow[]; total: number }> {
  const thread = threadOf(place);
  const readable = (reader === null ? commentVisibility.forVisitors : commentVisibility.readable).where(commentRuleColumns(thread.placeAuthorId), reader);
  const topLevel = and(thread.key, isNull(comments.parentId), readable);
  const pageOf = db.$with('thread_page').as(
    db
      .select({ id: comments.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(comments)
      .innerJoin(thread.table, thread.on)
      .where(topLevel)
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(COMMENTS_PAGE_SIZE)
      .offset((page - 1) * COMMENTS_PAGE_SIZE),
  );
  const rows = await db
    .with(pageOf)
    .select({ ...commentRow, placeAuthorId: thread.placeAuthorId, total: pageOf.total })
    .from(pageOf)
    // Joined on either key, each an index (an `in` on either would read every comment of the site).
    .innerJoin(comments, or(eq(comments.id, pageOf.id), eq(comments.parentId, pageOf.id)))
    .innerJoin(thread.table, thread.on)
    .leftJoin(profiles, eq(profiles.userId, comments.authorId))
    .leftJoin(users, eq(users.id, comments.authorId))
    // The replies by the same rule (the page's comments passed it already).
    .where(readable)
    .orderBy(asc(comments.createdAt), asc(comments.id));
  // Every row carries the count; no row means a page past the last one, or an empty thread.
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countThread(db, thread, topLevel));
  return { comments: rows.filter((row) => row.parentId === null), replies: rows.filter((row) => row.parentId !== null), total };
}

async function countThread(db: Db, thread: ReturnType<typeof threadOf>, topLevel: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(comments).innerJoin(thread.table, thread.on).where(topLevel);
  return row?.total ?? 0;
}


/** Adds a comment; a pupil's waits for review (read in this statement, so a mark set a moment ago applies). */
export async function insertComment(db: Db, values: { place: CommentPlace; parentId: string | null; authorId: string; body: string }, held: boolean): Promise<{ id: string; waiting: boolean }> {
  const { place, ...rest } = values;
  const [row] = await db
    .insert(comments)
    .values({ ...rest, ...placeKey(place), review: reviewAfterWriteBy(values.authorId, null, held) })
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

/** The place's row in comment_mutes. */
const muteOf = (userId: string, place: CommentPlace) =>
  and(eq(commentMutes.userId, userId), place.kind === 'post' ? eq(commentMutes.postId, place.postId) : eq(commentMutes.itemId, place.itemId));

export async function isMuted(db: Db, userId: string, place: CommentPlace): Promise<boolean> {
  const rows = await db.select({ userId: commentMutes.userId }).from(commentMutes).where(muteOf(userId, place)).limit(1);
  return rows.length > 0;
}

/** Mutes the place's thread for `userId`, or unmutes it: either is idempotent. */
export async function setMuted(db: Db, userId: string, place: CommentPlace, muted: boolean): Promise<void> {
  if (muted) await db.insert(commentMutes).values({ userId, ...placeKey(place) }).onConflictDoNothing();
  else await db.delete(commentMutes).where(muteOf(userId, place));
}

/**
 * Who has something of their own in a post's thread beyond its live comments: who muted it, and
 * who wrote a comment under it that is not live (waiting, sent back or hidden), which only its
 * author, their guardians and the moderators read — one query, kept beside the shared page
 * (routes.ts `membersThreadPage`), so a member's read of it asks the database nothing. Every write
 * that changes either (a comment's, a review's, a hold's, a mute's) forgets the thread's tag.
 */
export async function threadStakes(db: Db, postId: string): Promise<{ mutedBy: string[]; apartAuthors: string[] }> {
  const ids = (query: SQL) => sql<string[]>`array(${query})::text[]`;
  const [row] = await db
    .select({
      mutedBy: ids(sql`select ${commentMutes.userId} from ${commentMutes} where ${eq(commentMutes.postId, postId)}`),
      apartAuthors: ids(
        sql`select distinct ${comments.authorId} from ${comments} where ${and(eq(comments.postId, postId), not(commentVisibility.live.where(comments, null)))}`,
      ),
    })
    .from(sql`(select 1) as one`);
  return { mutedBy: row?.mutedBy ?? [], apartAuthors: row?.apartAuthors ?? [] };
}
