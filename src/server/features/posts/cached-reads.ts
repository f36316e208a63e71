import type { FastifyInstance } from 'fastify';
import { postPage, type PostPage } from '../../../shared/schemas/posts.js';
import { loadMediaViews } from '../../media/presenter.js';
import { jsonBody, type JsonBody } from '../../plugins/conditional-get.js';
import { CACHE_TAGS, postTag } from '../../plugins/public-cache.js';
import { mediaIdsOfPost, presentPostCard } from './presenter.js';
import { findPost, listPageStarts, listPostCards, type PageStart } from './queries.js';

/**
 * The public reads of the blog, from the public cache: the API answers them, and the page
 * HTML's preloads are taken from the very same entries, so a page's first load asks the
 * database once and its preloaded picture is the one the answer shows.
 */

/** Pages read by skipping the posts before them; deeper ones seek to where they start. */
const SKIPPED_PAGES = 5;

/**
 * Where a deep page starts (undefined: skip to it; null: past the end), from the first post
 * of every page, found in one pass over the index and kept until a post is written
 * (docs/decisions/0018-lists-on-their-indexes.md).
 */
async function pageStart(app: FastifyInstance, page: number, authorId?: string): Promise<PageStart | null | undefined> {
  if (page <= SKIPPED_PAGES) return undefined;
  const key = authorId ? `posts:page-starts:${authorId}` : 'posts:page-starts';
  const starts = await app.publicCache.get(key, () => listPageStarts(app.db, authorId), [CACHE_TAGS.postLists, CACHE_TAGS.posts]);
  return starts[page - 1] ?? null;
}

/** One page of cards, newest first, by everyone or by one author. */
export async function presentPostPage(app: FastifyInstance, page: number, authorId?: string): Promise<PostPage> {
  const start = await pageStart(app, page, authorId);
  if (start === null) return { posts: [], page, hasNext: false };
  const { rows, hasNext } = await listPostCards(app.db, { page, authorId, start });
  const views = await loadMediaViews(app.db, rows.flatMap((row) => (row.thumbnailId ? [row.thumbnailId] : [])));
  return { posts: rows.map((row) => presentPostCard(row, views)), page, hasNext };
}

/** A page of the public list, as cards and as the JSON the API sends. */
export function cachedPostPage(app: FastifyInstance, page: number) {
  return app.publicCache.get(`posts:page:${page}`, async () => {
    const view = await presentPostPage(app, page);
    return { view, body: jsonBody(postPage, view) };
  }, [CACHE_TAGS.postLists, CACHE_TAGS.posts]);
}

/** A post with its pictures, or null; `bodies` holds its JSON per set of caller abilities, made on first use. */
export function cachedPost(app: FastifyInstance, id: string) {
  return app.publicCache.get(`posts:${id}`, async () => {
    const row = await findPost(app.db, id);
    if (!row) return null;
    return { row, views: await loadMediaViews(app.db, mediaIdsOfPost(row)), bodies: new Map<string, JsonBody>() };
  }, [postTag(id), CACHE_TAGS.posts]);
}
