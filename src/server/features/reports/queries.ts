import { and, asc, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import type { ReportOutcome, ReportSubject } from '../../../shared/constants.js';
import type { Db } from '../../core/db/client.js';
import { commentBans, comments, posts, profiles, reportHolds, reports } from '../../core/db/schema.js';

/** What the report rules read of a reported thing: its post's rule, a comment's own, whose it is. */
export interface FoundThing {
  type: ReportSubject;
  id: string;
  postId: string;
  authorId: string | null;
  post: { id: string; authorId: string | null; audience: 'everyone' | 'members'; unpublishedAt: Date | null; review: 'waiting' | 'sent_back' | null };
  /** A comment's own rule columns (core/visibility/comments.ts); null for a post. */
  comment: { authorId: string; postAuthorId: string | null; review: 'waiting' | 'sent_back' | null; hiddenAt: Date | null; hiddenById: string | null } | null;
}

const postRules = { id: posts.id, authorId: posts.authorId, audience: posts.audience, unpublishedAt: posts.unpublishedAt, review: posts.review };

/** A post or a comment, with what its rules read; null when there is none. */
export async function findReportedThing(db: Db, subject: { type: ReportSubject; id: string }): Promise<FoundThing | null> {
  if (subject.type === 'post') {
    const [post] = await db.select(postRules).from(posts).where(eq(posts.id, subject.id)).limit(1);
    return post ? { type: 'post', id: post.id, postId: post.id, authorId: post.authorId, post, comment: null } : null;
  }
  const [row] = await db
    .select({ post: postRules, authorId: comments.authorId, review: comments.review, hiddenAt: comments.hiddenAt, hiddenById: comments.hiddenById })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, subject.id))
    .limit(1);
  if (!row) return null;
  const { post, ...comment } = row;
  return { type: 'comment', id: subject.id, postId: post.id, authorId: comment.authorId, post, comment: { ...comment, postAuthorId: post.authorId } };
}

/** Open reports of things still there: a thing deleted since (by its author) leaves its reports out of the queue. */
const openOfThingsThere = and(
  isNull(reports.closedAt),
  sql`case ${reports.subjectType}
        when 'comment' then exists (select 1 from comments c where c.id = ${reports.subjectId})
        else exists (select 1 from posts p where p.id = ${reports.subjectId}) end`,
);

/** How many reported things wait for a moderator. */
export async function countReportedThings(db: Db): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`count(distinct (${reports.subjectType}, ${reports.subjectId}))::int` })
    .from(reports)
    .where(openOfThingsThere);
  return row?.open ?? 0;
}

const person = { id: profiles.userId, name: profiles.name, surname: profiles.surname };

/**
 * The reported things waiting for a moderator, the longest waiting first, each with what it says,
 * where it is, whose it is, its state and every open report of it (reporters by name).
 */
export async function listReportedThings(db: Db, limit: number) {
  const things = await db
    .select({ type: reports.subjectType, id: reports.subjectId, first: min(reports.createdAt) })
    .from(reports)
    .where(openOfThingsThere)
    .groupBy(reports.subjectType, reports.subjectId)
    .orderBy(asc(min(reports.createdAt)))
    .limit(limit);
  if (things.length === 0) return [];
  const ids = (type: string) => things.filter((thing) => thing.type === type).map((thing) => thing.id);
  const [commentRows, postRows, reportRows, holds] = await Promise.all([
    ids('comment').length === 0
      ? []
      : db
          .select({
            id: comments.id,
            text: comments.body,
            createdAt: comments.createdAt,
            hidden: sql<boolean>`${comments.hiddenAt} is not null`,
            authorId: comments.authorId,
            post: { id: posts.id, title: posts.title },
          })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(inArray(comments.id, ids('comment'))),
    ids('post').length === 0
      ? []
      : db
          .select({
            id: posts.id,
            text: posts.excerpt,
            createdAt: posts.createdAt,
            hidden: sql<boolean>`${posts.unpublishedAt} is not null`,
            authorId: posts.authorId,
            post: { id: posts.id, title: posts.title },
          })
          .from(posts)
          .where(inArray(posts.id, ids('post'))),
    db
      .select({ id: reports.id, type: reports.subjectType, subjectId: reports.subjectId, reason: reports.reason, words: reports.words, createdAt: reports.createdAt, reporter: person })
      .from(reports)
      .leftJoin(profiles, eq(profiles.userId, reports.reporterId))
      .where(
        and(
          isNull(reports.closedAt),
          inArray(
            reports.subjectId,
            things.map((thing) => thing.id),
          ),
        ),
      )
      .orderBy(asc(reports.createdAt)),
    db
      .select({ type: reportHolds.subjectType, id: reportHolds.subjectId })
      .from(reportHolds)
      .where(
        inArray(
          reportHolds.subjectId,
          things.map((thing) => thing.id),
        ),
      ),
  ]);
  const authorIds = [...new Set([...commentRows, ...postRows].map((row) => row.authorId).filter((id): id is string => id !== null))];
  const [authors, bans] = await Promise.all([
    authorIds.length === 0 ? [] : db.select(person).from(profiles).where(inArray(profiles.userId, authorIds)),
    authorIds.length === 0
      ? []
      : db
          .select({ userId: commentBans.userId, until: commentBans.until })
          .from(commentBans)
          .where(and(inArray(commentBans.userId, authorIds), gt(commentBans.until, sql`now()`))),
  ]);
  const rowsByKey = new Map([...commentRows.map((row) => [`comment:${row.id}`, row] as const), ...postRows.map((row) => [`post:${row.id}`, row] as const)]);
  return things.flatMap((thing) => {
    const row = rowsByKey.get(`${thing.type as ReportSubject}:${thing.id}`);
    if (!row) return [];
    return [
      {
        subject: { type: thing.type as ReportSubject, id: thing.id },
        row,
        author: authors.find((author) => author.id === row.authorId) ?? null,
        bannedUntil: bans.find((ban) => ban.userId === row.authorId)?.until ?? null,
        held: holds.some((hold) => hold.type === thing.type && hold.id === thing.id),
        reports: reportRows.filter((report) => report.type === thing.type && report.subjectId === thing.id),
      },
    ];
  });
}
export type ReportedThingRow = Awaited<ReturnType<typeof listReportedThings>>[number];

/** Closes every open report of a thing with a moderator's outcome; answers who reported it (members, not a flag). */
export async function closeReports(db: Db, subject: { type: ReportSubject; id: string }, outcome: ReportOutcome, byId: string): Promise<{ count: number; reporterIds: string[] }> {
  const closed = await db
    .update(reports)
    .set({ closedAt: sql`now()`, outcome, closedById: byId })
    .where(and(eq(reports.subjectType, subject.type), eq(reports.subjectId, subject.id), isNull(reports.closedAt)))
    .returning({ reporterId: reports.reporterId });
  return { count: closed.length, reporterIds: closed.map((row) => row.reporterId).filter((id): id is string => id !== null) };
}

/** Stops a member commenting until `days` from now (a later ban replaces an earlier one). */
export async function banFromCommenting(db: Db, ban: { userId: string; days: number; reason: string; byId: string }): Promise<Date> {
  const until = sql`now() + make_interval(days => ${ban.days})`;
  const [row] = await db
    .insert(commentBans)
    .values({ userId: ban.userId, until, reason: ban.reason, byId: ban.byId })
    .onConflictDoUpdate({ target: commentBans.userId, set: { until, reason: ban.reason, byId: ban.byId, createdAt: sql`now()` } })
    .returning({ until: commentBans.until });
  return row!.until;
}

/** Hides a comment as a moderator's own act (whoever hid it before), or deletes it. */
export async function hideCommentAsModerator(db: Db, id: string, byId: string): Promise<void> {
  await db
    .update(comments)
    .set({ hiddenAt: sql`coalesce(${comments.hiddenAt}, now())`, hiddenById: byId })
    .where(eq(comments.id, id));
}

export async function deleteCommentForGood(db: Db, id: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}
