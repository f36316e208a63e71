import { aliasedTable, and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { reviewAfterWriteBy } from '../../core/review/review-state.js';
import { BLOG_PAGE_SIZE, type PostAudience } from '../../../shared/constants.js';
import type { ContentBlock } from '../../../shared/schemas/content.js';
import type { Db } from '../../core/db/client.js';
import { preparedPerDb } from '../../core/db/prepared-queries.js';
import { posts, profiles, projects, users } from '../../core/db/schema.js';
import { decisionColumns, type Decision } from '../../core/review/decisions.js';
import { postVisibility } from '../../core/visibility/posts.js';
import type { Reader as VisibilityReader } from '../../core/visibility/predicate.js';
import { shownProfileColumns } from '../../core/visibility/profiles.js';

/**
 * The members' list: live (not taken off the site by an admin, nor waiting for review or sent
 * back) and for the whole programme; a project's posts for its own people are in its list alone.
 */
const published = postVisibility.forMembers.where(posts, null);
/** Posts visitors may read: live, and for everyone. */
const publicPosts = postVisibility.open.where(posts, null);

/** A post's review state, as its author and reviewers are shown it. */
const reviewFields = { review: posts.review, reviewNote: posts.reviewNote, reviewedAt: posts.reviewedAt, version: posts.version };

/**
 * What decides who sees the author by name (core/people/identity.ts): whether they are a pupil,
 * their image consent in force, and whether they are a former pupil now anonymised. Read by the author's user row, joined by its key.
 */
const authorIdentity = {
  authorNeedsReview: users.needsReview,
  authorImageConsent: profiles.imageConsent,
  authorAnonymised: sql<boolean>`${users.anonymisedAt} is not null`,
};

/** The project a post belongs to, named and led to on its card and page (joined by its key). */
const projectColumns = {
  projectId: posts.projectId,
  projectSlug: projects.slug,
  projectNameEn: projects.nameEn,
  projectNameEl: projects.nameEl,
  projectIcon: projects.icon,
};

/** Who reads a list: a visitor sees the posts for everyone, a member every published post. */
export type Reader = 'visitor' | 'member';

/**
 * Newest first, exactly as the (created_at, id) indexes are sorted. drizzle-kit writes a
 * descending index column as `DESC NULLS LAST`, while a plain `ORDER BY … DESC` means
 * `NULLS FIRST`: PostgreSQL then cannot read the index in order (the columns are NOT NULL,
 * but the planner does not reason from that) and sorted the whole table for every page.
 */
const newestFirst = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`];

/** Which posts a list holds: the published posts `reader` may read, every post of one author, or a project's that its reader may read. */
function listFilter(list: ListOf): SQL {
  if ('authorId' in list) return eq(posts.authorId, list.authorId);
  if ('projectId' in list) return and(eq(posts.projectId, list.projectId), postVisibility.listed.where(posts, list.readBy))!;
  return list.reader === 'member' ? published : publicPosts;
}

/**
 * A list of posts: every published post for the programme a reader may read, one author's own,
 * or one project's as someone reads them (its posts for its own people only to those people).
 */
export type ListOf = { reader: Reader } | { authorId: string } | { projectId: string; readBy: VisibilityReader };

/** The key of a list in the public cache (a project's is the reader's own, and never kept). */
export const listKey = (list: Exclude<ListOf, { projectId: string }>) => ('authorId' in list ? `author:${list.authorId}` : list.reader);

/**
 * Where a page of a list starts: the sort key of its first post, as PostgreSQL prints it
 * (`created_at` keeps microseconds, which a JavaScript Date would round away).
 */
export interface PageStart {
  at: string;
  id: string;
}

/**
 * The first post of every page of a list, in one pass over the index alone (no table rows
 * read): what lets a deep page be a seek instead of skipping every post before it
 * (docs/decisions/0018-lists-on-their-indexes.md). Element i starts page i + 1.
 */
export async function listPageStarts(db: Db, list: ListOf): Promise<PageStart[]> {
  const numbered = db
    .select({
      createdAt: posts.createdAt,
      id: posts.id,
      n: sql<number>`row_number() over (order by ${posts.createdAt} desc nulls last, ${posts.id} desc nulls last)`.as('n'),
    })
    .from(posts)
    .where(listFilter(list))
    .as('numbered');
  return db
    .select({ at: sql<string>`${numbered.createdAt}::text`, id: numbered.id })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${sql.raw(String(BLOG_PAGE_SIZE))} = 0`)
    .orderBy(numbered.n);
}

/**
 * One page of cards, newest first: the published posts of everyone, or every post of one
 * author (their own list shows what an admin unpublished too). One row more than a page
 * tells whether a next page exists. Served by the (created_at, id) indexes: with `start`
 * (the page's first post, from listPageStarts) it seeks straight to the page, otherwise it
 * skips the posts before it (cheap for the first pages only).
 */
export async function listPostCards(db: Db, options: PostCardsOptions) {
  const rows = await postCardsQuery(db, options);
  return { rows: rows.slice(0, BLOG_PAGE_SIZE), hasNext: rows.length > BLOG_PAGE_SIZE };
}

interface PostCardsOptions {
  page: number;
  list: ListOf;
  start?: PageStart;
}

/** listPostCards's query, unrun: the test of its plan explains this very statement. */
export function postCardsQuery(db: Db, { page, list, start }: PostCardsOptions) {
  const filter = listFilter(list);
  return db
    .select({
      id: posts.id,
      title: posts.title,
      excerpt: posts.excerpt,
      thumbnailId: posts.thumbnailId,
      createdAt: posts.createdAt,
      unpublishedAt: posts.unpublishedAt,
      audience: posts.audience,
      // Named by a second read of the few projects (loadProjectRefs): a join would cost the list its index order.
      projectId: posts.projectId,
      ...reviewFields,
      authorId: posts.authorId,
      authorName: profiles.name,
      authorSurname: profiles.surname,
      ...authorIdentity,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(start ? and(filter, sql`(${posts.createdAt}, ${posts.id}) <= (${start.at}::timestamptz, ${start.id}::uuid)`) : filter)
    .orderBy(...newestFirst)
    .limit(BLOG_PAGE_SIZE + 1)
    .offset(start ? 0 : (page - 1) * BLOG_PAGE_SIZE);
}
export type PostCardRow = Awaited<ReturnType<typeof listPostCards>>['rows'][number];

/** A whole post with its author's public profile, or null; published or not (the caller decides who sees it). */
/** A post's own columns, as findPost reads them and an edit's update gives them back (postAfterEdit). */
const ownColumns = {
  id: posts.id,
  title: posts.title,
  content: posts.content,
  thumbnailId: posts.thumbnailId,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  unpublishedAt: posts.unpublishedAt,
  audience: posts.audience,
  projectId: posts.projectId,
  ...reviewFields,
  authorId: posts.authorId,
};
type OwnColumns = { [K in keyof typeof ownColumns]: PostRow[K] };

/** A post by its id, with what its page and its policy need; built once (core/db/prepared-queries.ts). */
const findPostQuery = preparedPerDb((db) =>
  db
    .select({
      ...ownColumns,
      ...projectColumns,
      authorName: profiles.name,
      authorSurname: profiles.surname,
      // Withheld while the author's profile is hidden (decision 0050): a post's page is the same for every reader, in the public cache too.
      authorDescription: shownProfileColumns(null).description,
      authorImageId: shownProfileColumns(null).imageId,
      ...authorIdentity,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(projects, eq(projects.id, posts.projectId))
    .where(eq(posts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('agora_find_post'),
);

export async function findPost(db: Db, id: string) {
  const [row] = await findPostQuery(db).execute({ id });
  return row ?? null;
}
export type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

interface PostValues {
  title: string;
  thumbnailId: string;
  content: ContentBlock[];
  excerpt: string;
  audience: PostAudience;
  projectId: string | null;
}

/** Stores a new post and returns its id and whether it waits for review; `createdAt` defaults to now (seeds and tests set it). */
export async function insertPost(db: Db, authorId: string, values: PostValues & { createdAt?: Date }, held = false): Promise<{ id: string; waiting: boolean }> {
  const [row] = await db
    .insert(posts)
    .values({ authorId, ...values, review: sql`${reviewAfterWriteBy(authorId, null, held)}` })
    .returning({ id: posts.id, review: posts.review });
  return { id: row!.id, waiting: row!.review === 'waiting' };
}

/**
 * Replaces a post's title, thumbnail and content, as `editorId` wrote them: what a member who
 * needs review changes waits for review again, and a post sent back goes back to the queue with
 * its note cleared (the audit log keeps the note). A note is only ever kept while a post is sent
 * back, and any change to such a post sends it to the queue: so every change clears the note.
 * Returns whether it now waits for review, and its own columns as they now are (null: it was gone).
 */
export async function updatePost(db: Db, id: string, editorId: string, values: PostValues, held = false): Promise<{ waiting: boolean; written: OwnColumns | null }> {
  const [row] = await db
    .update(posts)
    .set({
      ...values,
      updatedAt: new Date(),
      review: sql`${reviewAfterWriteBy(editorId, sql`${posts.review}`, held)}`,
      reviewNote: null,
      // A reviewer who read the version before this one can no longer approve it.
      version: sql`${posts.version} + 1`,
    })
    .where(eq(posts.id, id))
    .returning(ownColumns);
  return { waiting: row?.review === 'waiting', written: row ?? null };
}

/**
 * The post as an edit left it, without reading it again: its own columns as the update gave them
 * back, and what findPost joined before the edit (its author and project), which the edit does not
 * change. Null when it moved to another project, whose names must be read.
 */
export function postAfterEdit(before: PostRow, written: OwnColumns): PostRow | null {
  return written.projectId === before.projectId ? { ...before, ...written } : null;
}

/** Removes a post for good. */
export async function deletePost(db: Db, id: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
}

/** The newest posts visitors may read, with what feeds and sitemaps need (both are read by anyone), and who may see their author by name. */
export async function listRecentPosts(db: Db, limit: number) {
  return db
    .select({
      id: posts.id,
      title: posts.title,
      excerpt: posts.excerpt,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
      authorName: profiles.name,
      authorSurname: profiles.surname,
      ...authorIdentity,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(publicPosts)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** How many posts visitors can read. */
export async function countPublicPosts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(publicPosts);
  return row?.n ?? 0;
}

/** The posts admins took off the site, most recently unpublished first, with who did it. */
export async function listUnpublishedPosts(db: Db, limit: number) {
  const unpublisher = aliasedTable(profiles, 'unpublisher');
  return db
    .select({
      id: posts.id,
      title: posts.title,
      authorId: posts.authorId,
      authorName: profiles.name,
      authorSurname: profiles.surname,
      unpublishedAt: posts.unpublishedAt,
      unpublishedById: posts.unpublishedById,
      unpublisherName: unpublisher.name,
      unpublisherSurname: unpublisher.surname,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .leftJoin(unpublisher, eq(unpublisher.userId, posts.unpublishedById))
    .where(isNotNull(posts.unpublishedAt))
    .orderBy(sql`${posts.unpublishedAt} desc nulls last`)
    .limit(limit);
}
export type UnpublishedPostRow = Awaited<ReturnType<typeof listUnpublishedPosts>>[number];

/**
 * Applies a decision to a post that still waits at the version its reviewer read (false when it
 * no longer does: another reviewer decided meanwhile, or its author changed it); approved, it is
 * the newest post of the lists it joins.
 */
export async function decideOnPost(db: Db, id: string, reviewerId: string, decision: Decision): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set(decisionColumns(decision, reviewerId))
    .where(and(eq(posts.id, id), eq(posts.review, 'waiting'), eq(posts.version, decision.version)))
    .returning({ id: posts.id });
  return rows.length > 0;
}
