import { count, desc, eq } from 'drizzle-orm';
import { BLOG_PAGE_SIZE } from '../../../shared/constants.js';
import type { ContentBlock } from '../../../shared/schemas/content.js';
import type { Db } from '../../db/client.js';
import { posts, profiles } from '../../db/schema.js';

/**
 * One page of cards, newest first, by everyone or by one author. One row more than a
 * page tells whether a next page exists. Served by the (created_at, id) indexes.
 */
export async function listPostCards(db: Db, options: { page: number; authorId?: string }) {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      excerpt: posts.excerpt,
      thumbnailId: posts.thumbnailId,
      createdAt: posts.createdAt,
      authorId: posts.authorId,
      authorName: profiles.name,
      authorSurname: profiles.surname,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .where(options.authorId ? eq(posts.authorId, options.authorId) : undefined)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(BLOG_PAGE_SIZE + 1)
    .offset((options.page - 1) * BLOG_PAGE_SIZE);
  return { rows: rows.slice(0, BLOG_PAGE_SIZE), hasNext: rows.length > BLOG_PAGE_SIZE };
}
export type PostCardRow = Awaited<ReturnType<typeof listPostCards>>['rows'][number];

/** A whole post with its author's public profile, or null. */
export async function findPost(db: Db, id: string) {
  const [row] = await db
    .select({
      id: posts.id,
      title: posts.title,
      content: posts.content,
      thumbnailId: posts.thumbnailId,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
      authorId: posts.authorId,
      authorName: profiles.name,
      authorSurname: profiles.surname,
      authorDescription: profiles.description,
      authorImageId: profiles.imageId,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .where(eq(posts.id, id))
    .limit(1);
  return row ?? null;
}
export type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** Just who wrote a post, for the policy, or null. */
export async function findPostAuthor(db: Db, id: string) {
  const [row] = await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, id)).limit(1);
  return row ?? null;
}

export interface PostValues {
  title: string;
  thumbnailId: string;
  content: ContentBlock[];
  excerpt: string;
}

/** Stores a new post and returns its id; `createdAt` defaults to now (seeds and tests set it). */
export async function insertPost(db: Db, authorId: string, values: PostValues & { createdAt?: Date }): Promise<string> {
  const [row] = await db.insert(posts).values({ authorId, ...values }).returning({ id: posts.id });
  return row!.id;
}

/** Replaces a post's title, thumbnail and content. */
export async function updatePost(db: Db, id: string, values: PostValues): Promise<void> {
  await db.update(posts).set({ ...values, updatedAt: new Date() }).where(eq(posts.id, id));
}

/** Removes a post for good. */
export async function deletePost(db: Db, id: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
}

/** The newest posts with what feeds and sitemaps need. */
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
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

/** How many posts there are. */
export async function countPosts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts);
  return row?.n ?? 0;
}
