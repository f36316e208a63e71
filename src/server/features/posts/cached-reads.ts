import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { postDetail, postPage, type PostPage } from '../../../shared/schemas/posts.js';
import { loadMediaViewsFor, loadShownMedia } from '../../core/media/presenter.js';
import { postVisibility } from '../../core/visibility/posts.js';
import type { Reader as Caller } from '../../core/visibility/predicate.js';
import { jsonBody, sendWithEtag, type JsonBody } from '../../plugins/conditional-get.js';
import { CACHE_TAGS, postTag } from '../../core/events/cache-tags.js';
import type { PostAbilities } from './policy.js';
import { mediaIdsOfPost, presentPostCard, presentPostDetail } from './presenter.js';
import { findPost, listKey, listPageStarts, listPostCards, type ListOf, type PageStart, type Reader } from './queries.js';
import { commentsShownToVisitors } from '../../core/comments/visitors-setting.js';
import { findProjectBySlug, loadProjectRefs, projectRefOf } from '../../core/projects/summaries.js';

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
async function pageStart(app: FastifyInstance, page: number, list: ListOf): Promise<PageStart | null | undefined> {
  // A project's list is its reader's own: its pages skip, on the project's index.
  if (page <= SKIPPED_PAGES || 'projectId' in list) return undefined;
  const starts = await app.publicCache.get(`posts:page-starts:${listKey(list)}`, () => listPageStarts(app.db, list), [CACHE_TAGS.postLists, CACHE_TAGS.posts]);
  return starts[page - 1] ?? null;
}

/** One page of cards, newest first: what a visitor or a member may read, or one author's own (read by them, signed in). */
export async function presentPostPage(app: FastifyInstance, page: number, list: ListOf): Promise<PostPage> {
  const start = await pageStart(app, page, list);
  if (start === null) return { posts: [], page, hasNext: false };
  const { rows, hasNext } = await listPostCards(app.db, { page, list, start });
  // An author's own list shows every picture of theirs; a shared list what its readers may be shown.
  const reader = 'authorId' in list ? 'member' : 'projectId' in list ? (list.readBy ? 'member' : 'visitor') : list.reader;
  const viewers = 'authorId' in list ? 'all' : reader === 'visitor' ? 'everyone' : 'members';
  const [views, projects] = await Promise.all([
    loadMediaViewsFor(app.db, rows.flatMap((row) => (row.thumbnailId ? [row.thumbnailId] : [])), viewers),
    loadProjectRefs(app.db, rows.map((row) => row.projectId)),
  ]);
  return { posts: rows.map((row) => presentPostCard(row, views, reader, projects)), page, hasNext };
}

/**
 * A page of one project's posts (by its address) as `readBy` may read them, naming the project;
 * null when there is no such project. The reader's own: never kept in a shared cache.
 */
export async function projectPostPage(app: FastifyInstance, slug: string, page: number, readBy: Caller): Promise<PostPage | null> {
  const project = await findProjectBySlug(app.db, slug);
  if (!project) return null;
  return { ...(await presentPostPage(app, page, { projectId: project.id, readBy })), project: projectRefOf(project) };
}

/**
 * A page of the blog as visitors read it, or as members do (members-only posts too, and every
 * author by name: the same for every member, so kept once), as cards and as the JSON the API sends.
 */
export function cachedPostPage(app: FastifyInstance, page: number, reader: Reader = 'visitor') {
  return app.publicCache.get(`posts:page:${reader}:${page}`, async () => {
    const view = await presentPostPage(app, page, { reader });
    return { view, body: jsonBody(postPage, view) };
  }, [CACHE_TAGS.postLists, CACHE_TAGS.posts, CACHE_TAGS.projects]);
}

/**
 * A post with its pictures and whether visitors read comments (the site's setting, so its change
 * forgets it too), or null; `bodies` holds its JSON per set of caller abilities, made on first use.
 */
export function cachedPost(app: FastifyInstance, id: string) {
  return app.publicCache.get(`posts:${id}`, async () => {
    const [row, commentsForVisitors] = await Promise.all([findPost(app.db, id), commentsShownToVisitors(app.db)]);
    if (!row) return null;
    return { row, commentsForVisitors, media: await loadShownMedia(app.db, mediaIdsOfPost(row)), bodies: new Map<string, JsonBody>() };
  }, [postTag(id), CACHE_TAGS.posts, CACHE_TAGS.siteSettings, CACHE_TAGS.projects]);
}

/** A post as the public cache keeps it (`cachedPost`). */
type CachedPost = NonNullable<Awaited<ReturnType<typeof cachedPost>>>;

/**
 * Answers a cached post to a caller who may read it (`reader`: signed in, or a visitor: null),
 * with what they may do with it. Only what any visitor may read is shared: its JSON is made once
 * per set of abilities and class of reader (a visitor may see a pupil author's initials alone,
 * a member their name; each is shown the pictures the tagged pupils' consents let reach them) and kept with the post, its ETag letting browsers revalidate; the rest is
 * the reader's alone.
 */
export function sendCachedPost(request: FastifyRequest, reply: FastifyReply, post: CachedPost, abilities: PostAbilities, reader: Caller): FastifyReply {
  const { row, media, bodies, commentsForVisitors } = post;
  const readerClass = reader ? 'member' : 'visitor';
  // Whoever may edit the post or decide on it sees every picture in it, to mend what a consent keeps back.
  const views = media.shownTo(abilities.canEdit || abilities.canReview ? 'all' : readerClass === 'visitor' ? 'everyone' : 'members');
  // The abilities differ per caller, so they are part of the body (and its ETag) and no shared cache keeps it.
  reply.header('vary', 'cookie');
  if (!postVisibility.open.test(row, null)) {
    return reply.header('cache-control', 'private, no-store').send(presentPostDetail(row, views, abilities, reader, commentsForVisitors));
  }
  const variant = `${readerClass}:${[abilities.canEdit, abilities.canDelete, abilities.canModerate, abilities.canReview].map(Number).join('')}`;
  let body = bodies.get(variant);
  if (!body) bodies.set(variant, (body = jsonBody(postDetail, presentPostDetail(row, views, abilities, readerClass, commentsForVisitors))));
  // A member's answer may name whom a visitor's does not: no shared cache keeps it.
  return sendWithEtag(request, reply, body, reader ? 'private' : 'public');
}
