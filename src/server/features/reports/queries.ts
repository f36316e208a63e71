import { and, asc, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import type { PostAudience, ReportOutcome } from '../../../shared/constants.js';
import type { ContentBlock } from '../../../shared/schemas/content.js';
import type { Db } from '../../core/db/client.js';
import { collaborationItems, collaborations, commentBans, comments, posts, profiles, reportHolds, reports, users } from '../../core/db/schema.js';
import type { ReportedThing } from '../../core/moderation/reports.js';
import { findComment } from '../../core/comments/find-comment.js';
import type { PlaceRules } from '../../core/comments/place-rules.js';
import { postRuleColumns } from '../../core/posts/post-rules.js';

type Review = 'waiting' | 'sent_back' | null;

/**
 * What the report rules read of a reported thing, and whose it is: a post's rule; a comment's own
 * and its place's (core/visibility/comments.ts, core/comments/place-rules.ts); an update's or help request's and its
 * collaboration's (core/visibility/collaborations.ts).
 */
export type FoundThing =
  | {
      type: 'post';
      id: string;
      postId: string;
      authorId: string | null;
      post: { id: string; authorId: string | null; audience: PostAudience; projectId: string | null; unpublishedAt: Date | null; review: Review };
    }
  | {
      type: 'comment';
      id: string;
      authorId: string;
      /** The post, update or help request it is under, with its rules (core/comments/place-rules.ts). */
      place: PlaceRules;
      /** Its own rule columns. */
      comment: { authorId: string; placeAuthorId: string | null; review: Review; hiddenAt: Date | null; hiddenById: string | null };
    }
  | {
      type: 'item';
      id: string;
      collaborationId: string;
      authorId: string | null;
      item: { createdById: string | null; review: Review; hiddenAt: Date | null };
      collaboration: { status: string; review: Review; createdById: string | null; audience: string; projectId: string | null };
    }
  | {
      type: 'profile';
      /** The member's user id. */
      id: string;
      authorId: string;
      /** What the members' rule reads (core/visibility/profiles.ts): a disabled account is nobody's to find. */
      member: { banned: boolean | null };
    };

/** The thing as the reports' events name it: with its post, or its collaboration. */
export const reportedThingOf = (thing: FoundThing): ReportedThing =>
  thing.type === 'item'
    ? { type: 'item', id: thing.id, collaborationId: thing.collaborationId }
    : thing.type === 'comment'
      ? { type: 'comment', id: thing.id, place: thing.place.place }
      : thing.type === 'profile'
        ? { type: 'profile', id: thing.id }
        : { type: 'post', id: thing.id, postId: thing.postId };

/** A post, a comment, an update, a help request or a profile, with what its rules read; null when there is none. */
export async function findReportedThing(db: Db, subject: { type: ReportedThing['type']; id: string }): Promise<FoundThing | null> {
  if (subject.type === 'profile') {
    const [row] = await db
      .select({ id: profiles.userId, banned: users.banned })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.userId, subject.id), isNull(users.anonymisedAt)))
      .limit(1);
    return row ? { type: 'profile', id: row.id, authorId: row.id, member: { banned: row.banned } } : null;
  }
  if (subject.type === 'post') {
    const [post] = await db.select(postRuleColumns).from(posts).where(eq(posts.id, subject.id)).limit(1);
    return post ? { type: 'post', id: post.id, postId: post.id, authorId: post.authorId, post } : null;
  }
  if (subject.type === 'item') {
    const [row] = await db
      .select({
        collaborationId: collaborationItems.collaborationId,
        item: { createdById: collaborationItems.createdById, review: collaborationItems.review, hiddenAt: collaborationItems.hiddenAt },
        collaboration: { status: collaborations.status, review: collaborations.review, createdById: collaborations.createdById, audience: collaborations.audience, projectId: collaborations.projectId },
      })
      .from(collaborationItems)
      .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
      .where(eq(collaborationItems.id, subject.id))
      .limit(1);
    return row ? { type: 'item', id: subject.id, authorId: row.item.createdById, ...row } : null;
  }
  const comment = await findComment(db, subject.id);
  return comment && { type: 'comment', id: subject.id, authorId: comment.authorId, place: comment.place, comment };
}

/** Open reports of things still there: a thing deleted since (by its author) leaves its reports out of the queue. */
const openOfThingsThere = and(
  isNull(reports.closedAt),
  sql`case ${reports.subjectType}
        when 'comment' then exists (select 1 from comments c where c.id = ${reports.subjectId}::uuid)
        when 'item' then exists (select 1 from collaboration_items i where i.id = ${reports.subjectId}::uuid)
        when 'profile' then exists (select 1 from profiles pr where pr.user_id = ${reports.subjectId})
        else exists (select 1 from posts p where p.id = ${reports.subjectId}::uuid) end`,
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
/** A reported thing's row in the queue, whatever it is: a post, a comment under its post or item, or an update or help request in its collaboration. */
interface QueueRow {
  id: string;
  text: string;
  createdAt: Date;
  hidden: boolean;
  authorId: string | null;
  post: { id: string; title: string } | null;
  collaboration: { id: string; title: string; status: string } | null;
  /** The update or help request it is, or a comment is under. */
  item: { id: string; title: string } | null;
  itemKind: 'update' | 'help' | null;
  /** A profile's photo. */
  imageId: string | null;
}
/** No collaboration: a post's or a comment's row in the queue. */
const nothing = sql<null>`null`;

/** What a moderator reads of an update or help request: its title, then its paragraphs, as far as a report's queue shows. */
const ITEM_TEXT_MAX = 2000;
function itemText(title: string, content: readonly ContentBlock[]): string {
  const paragraphs = content.flatMap((block) => (block.type === 'paragraph' && block.value.trim() !== '' ? [block.value.trim()] : []));
  return [title, ...paragraphs].join('\n\n').slice(0, ITEM_TEXT_MAX);
}

/** What a moderator reads of a profile: its description, then the contact details it shows members. */
function profileText(row: { description: string; email: string | null; telephone: string | null; facebook: string | null; instagram: string | null }): string {
  return [row.description.trim(), ...[row.email, row.telephone, row.facebook, row.instagram].filter((value): value is string => Boolean(value))].filter(Boolean).join('\n');
}

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
  const [commentRows, postRows, itemRows, profileRows, reportRows, holds] = await Promise.all([
    ids('comment').length === 0
      ? []
      : db
          .select({
            id: comments.id,
            text: comments.body,
            createdAt: comments.createdAt,
            hidden: sql<boolean>`${comments.hiddenAt} is not null`,
            authorId: comments.authorId,
            // Under a post, or under an update or help request of a collaboration (left-joined: one is null).
            post: { id: posts.id, title: posts.title },
            collaboration: { id: collaborations.id, title: collaborations.title, status: collaborations.status },
            item: { id: collaborationItems.id, title: collaborationItems.title },
            itemKind: collaborationItems.kind,
          })
          .from(comments)
          .leftJoin(posts, eq(posts.id, comments.postId))
          .leftJoin(collaborationItems, eq(collaborationItems.id, comments.itemId))
          .leftJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
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
            collaboration: nothing,
          })
          .from(posts)
          .where(inArray(posts.id, ids('post'))),
    ids('item').length === 0
      ? []
      : db
          .select({
            id: collaborationItems.id,
            title: collaborationItems.title,
            content: collaborationItems.content,
            kind: collaborationItems.kind,
            createdAt: collaborationItems.createdAt,
            hidden: sql<boolean>`${collaborationItems.hiddenAt} is not null`,
            authorId: collaborationItems.createdById,
            collaboration: { id: collaborations.id, title: collaborations.title, status: collaborations.status },
          })
          .from(collaborationItems)
          .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
          .where(inArray(collaborationItems.id, ids('item'))),
    ids('profile').length === 0
      ? []
      : db
          .select({
            id: profiles.userId,
            description: profiles.description,
            email: profiles.email,
            telephone: profiles.telephone,
            facebook: profiles.facebook,
            instagram: profiles.instagram,
            imageId: profiles.imageId,
            createdAt: profiles.updatedAt,
            hidden: sql<boolean>`${profiles.hiddenAt} is not null`,
          })
          .from(profiles)
          .where(inArray(profiles.userId, ids('profile'))),
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
  // An update or help request reads as its title and its paragraphs; it is under no post.
  const items = itemRows.map(({ title, content, kind, ...row }) => ({ ...row, text: itemText(title, content), post: null, item: { id: row.id, title }, itemKind: kind as 'update' | 'help' }));
  // Keyed as the queue names a thing (`comment:…`, `post:…`, `item:…`), each row read once.
  // A profile is its member's: what it says is its description and contact details, with its photo.
  const profilesShown = profileRows.map((row) => ({
    id: row.id,
    text: profileText(row),
    createdAt: row.createdAt,
    hidden: row.hidden,
    authorId: row.id,
    post: null,
    collaboration: null,
    item: null,
    itemKind: null,
    imageId: row.imageId,
  }));
  const rowsByKey = new Map<string, QueueRow>([
    ...commentRows.map((row) => [`comment:${row.id}`, { ...row, itemKind: row.itemKind as QueueRow['itemKind'], imageId: null }] as const),
    ...postRows.map((row) => [`post:${row.id}`, { ...row, item: null, itemKind: null, imageId: null }] as const),
    ...items.map((row) => [`item:${row.id}`, { ...row, imageId: null }] as const),
    ...profilesShown.map((row) => [`profile:${row.id}`, row] as const),
  ]);
  const authorIds = [...new Set([...rowsByKey.values()].map((row) => row.authorId).filter((id): id is string => id !== null))];
  const [authors, bans] = await Promise.all([
    authorIds.length === 0 ? [] : db.select(person).from(profiles).where(inArray(profiles.userId, authorIds)),
    authorIds.length === 0
      ? []
      : db
          .select({ userId: commentBans.userId, until: commentBans.until })
          .from(commentBans)
          .where(and(inArray(commentBans.userId, authorIds), gt(commentBans.until, sql`now()`))),
  ]);
  return things.flatMap((thing) => {
    const row = rowsByKey.get(`${thing.type}:${thing.id}`);
    if (!row) return [];
    return [
      {
        subject: { type: thing.type as ReportedThing['type'], id: thing.id },
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
export async function closeReports(db: Db, subject: { type: ReportedThing['type']; id: string }, outcome: ReportOutcome, byId: string): Promise<{ count: number; reporterIds: string[] }> {
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

/** Hides a profile as a moderator's own act (whoever hid it before, the reports included); answers its photo, to take out of public view. */
export async function hideProfileAsModerator(db: Db, userId: string, byId: string): Promise<{ imageId: string | null } | null> {
  const [row] = await db
    .update(profiles)
    .set({ hiddenAt: sql`coalesce(${profiles.hiddenAt}, now())`, hiddenById: byId })
    .where(eq(profiles.userId, userId))
    .returning({ imageId: profiles.imageId });
  return row ?? null;
}

/** Hides an update or help request as a moderator's own act (whoever hid it before, the reports included). */
export async function hideItemAsModerator(db: Db, id: string, byId: string): Promise<{ collaborationId: string; kind: string; title: string; authorId: string | null } | null> {
  const [row] = await db
    .update(collaborationItems)
    .set({ hiddenAt: sql`coalesce(${collaborationItems.hiddenAt}, now())`, hiddenById: byId })
    .where(eq(collaborationItems.id, id))
    .returning({ collaborationId: collaborationItems.collaborationId, kind: collaborationItems.kind, title: collaborationItems.title, authorId: collaborationItems.createdById });
  return row ?? null;
}
