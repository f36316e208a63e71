import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/schemas/params.js';
import { pageQuery, postCreated, postDetail, postInput, postListQuery, postPage } from '../../../shared/schemas/posts.js';
import { badRequest, notFound, unauthorized } from '../../core/errors.js';
import { openProjectFor } from '../../core/projects/readers.js';
import { pictureAudienceOf } from '../../core/visibility/media.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { Db } from '../../core/db/client.js';
import { loadMediaViews } from '../../core/media/presenter.js';
import { renewReach } from '../../core/media/picture-tags.js';
import { assertPicturesMayShow, imageIdsOf } from '../../core/media/site-media.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { fileReport } from '../../core/moderation/reports.js';
import { screenWriting, wordsOfBlocks } from '../../core/moderation/watched-words.js';
import { sendWithEtag } from '../../plugins/conditional-get.js';
import { cachedPost, cachedPostPage, presentPostPage, projectPostPage, sendCachedPost } from './cached-reads.js';
import { excerptOf } from './excerpt.js';
import { postModerationRoutes } from './moderation-routes.js';
import { postReviewRoutes } from './review-routes.js';
import { postVisibility } from '../../core/visibility/posts.js';
import { postPolicy } from './policy.js';
import { mediaIdsOfPost, presentPostDetail } from './presenter.js';
import { deletePost, findPost, insertPost, postAfterEdit, updatePost } from './queries.js';
import { commentsShownToVisitors } from '../../core/comments/visitors-setting.js';

const postParams = idParams('post');

/**
 * The project a post is placed in, checked: open, and the writer's to write for (policy.ts
 * placeIn). Kept as it was on a change, it is not asked again: an author who left the project
 * may still mend their post.
 */
async function assertProjectPlace(db: Db, user: AuthUser, projectId: string | null, kept: string | null = null): Promise<void> {
  if (!projectId || projectId === kept) return;
  const project = await openProjectFor(db, projectId, user.id);
  if (!project) throw badRequest('post_project_unknown', { projectId: 'post_project_invalid' });
  postPolicy.authorize(user, 'placeIn', project);
}

/** Blog posts: anyone reads, members write, the author or an admin changes and deletes; admins moderate. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(postModerationRoutes);
  await app.register(postReviewRoutes);

  app.get(
    '/api/posts',
    { config: { public: true }, schema: { querystring: postListQuery, response: { 200: postPage } } },
    async (request, reply) => {
      const { page, project: slug } = request.query;
      if (slug !== undefined) {
        // One project's posts as this reader may read them: theirs alone, never kept in a shared cache.
        const found = await projectPostPage(app, slug, page, await request.getUser());
        if (!found) throw notFound('project');
        reply.header('vary', 'cookie').header('cache-control', 'private, no-store');
        return found;
      }
      // Members read members-only posts too: their list is theirs alone to keep (private), and
      // whether a cookie came decides which list a cache may hand back (vary).
      const reader = (await request.getUser()) ? 'member' : 'visitor';
      reply.header('vary', 'cookie');
      return sendWithEtag(request, reply, (await cachedPostPage(app, page, reader)).body, reader === 'member' ? 'private' : 'public');
    },
  );

  app.get('/api/posts/mine', { schema: { querystring: pageQuery, response: { 200: postPage } } }, async (request) => {
    const user = currentUser(request);
    return presentPostPage(app, request.query.page, { authorId: user.id });
  });

  app.get(
    '/api/posts/:id',
    { config: { public: true }, schema: { params: postParams, response: { 200: postDetail } } },
    async (request, reply) => {
      const post = await cachedPost(app, request.params.id);
      if (!post) throw notFound('post');
      const user = await request.getUser();
      if (!postPolicy.can(user, 'read', post.row)) {
        // A visitor is told to sign in for a post for members (the app then opens it after
        // signing in); a post taken off the site does not exist for those who may not see it.
        if (!user && postVisibility.live.test(post.row, null)) throw unauthorized('members_only');
        throw notFound('post');
      }
      return sendCachedPost(request, reply, post, postPolicy.abilities(user, post.row), user);
    },
  );

  app.post('/api/posts', { schema: { body: postInput, response: { 201: postCreated } } }, async (request, reply) => {
    const user = currentUser(request);
    const { title, thumbnailId, content, audience, projectId } = request.body;
    await assertProjectPlace(app.db, user, projectId);
    const { review: held, flag } = await screenWriting(app.db, [title, ...wordsOfBlocks(content)], { reportable: true });
    await assertPicturesMayShow(app.db, { thumbnailId, content, writers: [user.id], audience: pictureAudienceOf(audience) });
    const id = await app.change(request, async (tx, record) => {
      const post = await insertPost(tx, user.id, { title, thumbnailId, content, audience, projectId, excerpt: excerptOf(content) }, held);
      // The author chose this audience, and the pupils in its pictures consent to it: their tags reach it.
      await renewReach(tx, [thumbnailId, ...imageIdsOf(content)]);
      record({ type: 'post.written', postId: post.id, waiting: post.waiting, pictureIds: [thumbnailId, ...imageIdsOf(content)], sameReaders: false });
      if (flag) await fileReport(tx, record, { subject: { type: 'post', id: post.id, postId: post.id }, reporterId: null, reason: 'watched_word', words: flag });
      return post.id;
    });
    return reply.status(201).send({ id });
  });

  app.put(
    '/api/posts/:id',
    { schema: { params: postParams, body: postInput, response: { 200: postDetail } } },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const post = await findPost(app.db, id);
      if (!post) throw notFound('post');
      postPolicy.authorize(user, 'update', post);
      const { title, thumbnailId, content, audience, projectId } = request.body;
      await assertProjectPlace(app.db, user, projectId, post.projectId);
      const { review: held, flag } = await screenWriting(app.db, [title, ...wordsOfBlocks(content)], { reportable: true });
      // Its author's pictures, or the editor's (an admin), besides those it already shows.
      await assertPicturesMayShow(app.db, { thumbnailId, content, writers: [user.id, post.authorId], shown: mediaIdsOfPost(post), audience: pictureAudienceOf(audience) });
      const written = await app.change(request, async (tx, record) => {
        const { waiting, written } = await updatePost(tx, id, user.id, { title, thumbnailId, content, audience, projectId, excerpt: excerptOf(content) }, held);
        await renewReach(tx, [thumbnailId, ...imageIdsOf(content)]);
        // Its pictures before and after.
        // Published before and after, to the same readers: only its words and pictures changed.
        const sameReaders = post.unpublishedAt === null && post.review === null && post.audience === audience && post.projectId === projectId;
        record({ type: 'post.written', postId: id, waiting, pictureIds: [...mediaIdsOfPost(post), thumbnailId, ...imageIdsOf(content)], sameReaders });
        if (flag) await fileReport(tx, record, { subject: { type: 'post', id, postId: id }, reporterId: null, reason: 'watched_word', words: flag });
        return written;
      });
      // Deleted meanwhile (another tab, an admin): not found, as a read after it would say.
      const row = written && (postAfterEdit(post, written) ?? (await findPost(app.db, id)));
      if (!row) throw notFound('post');
      const [views, commentsForVisitors] = await Promise.all([loadMediaViews(app.db, mediaIdsOfPost(row)), commentsShownToVisitors(app.db)]);
      return presentPostDetail(row, views, postPolicy.abilities(user, row), user, commentsForVisitors);
    },
  );

  app.delete('/api/posts/:id', { schema: { params: postParams } }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = request.params;
    const post = await findPost(app.db, id);
    if (!post) throw notFound('post');
    postPolicy.authorize(user, 'delete', post);
    await app.change(request, async (tx, record) => {
      await deletePost(tx, id);
      record({ type: 'post.deleted', postId: id, title: post.title, authorId: post.authorId, pictureIds: mediaIdsOfPost(post) });
    });
    return reply.status(204).send();
  });
};
