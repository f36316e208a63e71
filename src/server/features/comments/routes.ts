import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMENTS_PAGE_SIZE } from '../../../shared/constants.js';
import { commentDetail, commentEdit, commentInput, commentPage, commentPageQuery, commentView, deleteCommentInput, hideCommentInput, muteInput } from '../../../shared/schemas/comments.js';
import { idParams } from '../../../shared/schemas/params.js';
import { currentUser, type AuthUser } from '../../core/auth/auth-user.js';
import { conflict, forbidden, notFound, unauthorized, validationFailed } from '../../core/errors.js';
import { commentsShownToVisitors } from '../../core/comments/visitors-setting.js';
import { findPostRules, type PostRules } from '../../core/posts/post-rules.js';
import { checkMentions, mentionsOfComments, saveMentions } from '../../core/mentions/mentions.js';
import { commentBanUntil, fileReport } from '../../core/moderation/reports.js';
import { screenWriting } from '../../core/moderation/watched-words.js';
import { commentVisibility } from '../../core/visibility/comments.js';
import { postVisibility } from '../../core/visibility/posts.js';
import { perMember } from '../../plugins/rate-limit.js';
import { commentReviewRoutes } from './review-routes.js';
import { commentsForVisitorsRoutes } from './visitors-setting-routes.js';
import { commentPolicy } from './policy.js';
import { presentComment, presentThread } from './presenter.js';
import { deleteComment, editComment, findComment, insertComment, isMuted, listThread, setCommentHidden, setMuted, type FoundComment } from './queries.js';

const postParams = idParams('post');
const commentParams = idParams('comment');
const ok = z.object({ ok: z.literal(true) });

/**
 * A lively thread is a comment a minute or two from one person, a class answering together a few
 * each: thirty in ten minutes per member is well above that, and caps what a compromised or
 * misbehaving account can flood a thread with before a moderator sees it. Per member, not per
 * address: a school's pupils share one. Counted in PostgreSQL, so every instance shares it.
 */
const COMMENT_RATE = { max: 30, timeWindow: '10 minutes', hook: 'preHandler' as const, keyGenerator: perMember };

/**
 * Comments under posts (decision 0042), for members: a post's thread is read by whoever may read
 * the post (its rule, core/visibility/posts.ts) and is signed in, each comment by its own rule
 * (core/visibility/comments.ts); a visitor is asked to sign in, unless the site shows visitors
 * the live comments under posts for everyone (decision 0046). Only a live post takes comments.
 * Every write is one transaction with its event (core/events/events.ts `comment.*`): the
 * thread's notifications, the review queue's, the audit entry of a moderator's act, and the news
 * that the post's open pages (on every instance) hear.
 */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(commentReviewRoutes);
  await app.register(commentsForVisitorsRoutes);

  /** The post, if `user` (or a visitor: null) may read it (404 as its page answers otherwise). */
  async function readablePost(user: AuthUser | null, postId: string) {
    return readableOr404(await findPostRules(app.db, postId), user);
  }

  function readableOr404(post: PostRules | null, user: AuthUser | null): PostRules {
    if (!post || !postVisibility.readable.test(post, user)) throw notFound('post');
    return post;
  }

  /** A comment as `user` reads it, with whom it mentions. */
  async function present(row: FoundComment, user: AuthUser | null) {
    return presentComment(row, user, await mentionsOfComments(app.db, [row.id]));
  }

  /**
   * The members a comment's words mention (decision 0049), checked by the mentions' rule with the
   * post's: whoever is mentioned may read the post.
   */
  function mentionsIn(user: AuthUser, post: PostRules, ids: readonly string[] | undefined, body: string) {
    return checkMentions(app.db, user, { kind: 'post', postId: post.id }, ids ?? [], body, (member) => postVisibility.readable.test(post, member));
  }

  /** The comment, if `user` may read it and its post (404 otherwise, as if it were not there). */
  async function readableComment(user: AuthUser, id: string): Promise<FoundComment> {
    const comment = await findComment(app.db, id);
    if (!comment || !postVisibility.readable.test(comment.post, user) || !commentPolicy.can(user, 'read', comment)) throw notFound('comment');
    return comment;
  }

  app.get(
    '/api/posts/:id/comments',
    { config: { public: true }, schema: { params: postParams, querystring: commentPageQuery, response: { 200: commentPage } } },
    async (request) => {
      const user = await request.getUser();
      // A visitor's setting and the post are read at once (a round trip less on every visitor's read),
      // the setting asked first: visitors see neither comments nor how many there are, nor whether
      // the post is there, unless the site shows them (decision 0046).
      const [shown, found] = await Promise.all([user !== null || commentsShownToVisitors(app.db), findPostRules(app.db, request.params.id)]);
      if (!shown) throw unauthorized('comments_members_only');
      const post = readableOr404(found, user);
      const { page } = request.query;
      const [thread, muted] = await Promise.all([listThread(app.db, post.id, user, page), user ? isMuted(app.db, user.id, post.id) : false]);
      const mentioned = await mentionsOfComments(app.db, [...thread.comments, ...thread.replies].map((row) => row.id));
      return {
        comments: presentThread(thread.comments, thread.replies, user, mentioned),
        total: thread.total,
        page,
        pageSize: COMMENTS_PAGE_SIZE,
        muted,
        canComment: user !== null && postVisibility.live.test(post, user),
      };
    },
  );

  app.post('/api/posts/:id/comments', { config: { rateLimit: COMMENT_RATE }, schema: { params: postParams, body: commentInput, response: { 201: commentView } } }, async (request, reply) => {
    const user = currentUser(request);
    const post = await readablePost(user, request.params.id);
    if (!postVisibility.live.test(post, user)) throw conflict('comment_post_not_live');
    // A moderator may stop a member commenting for a while (decision 0044).
    const bannedUntil = await commentBanUntil(app.db, user.id);
    if (bannedUntil) throw forbidden('comment_banned', { until: bannedUntil.toISOString().slice(0, 10) });
    // A reply answers a live comment of this post (one waiting or hidden has no thread for its other
    // readers to see a reply in); a reply to a reply answers its comment (one level).
    let parentId: string | null = null;
    if (request.body.parentId) {
      const parent = await findComment(app.db, request.body.parentId);
      if (!parent || parent.postId !== post.id || !commentPolicy.can(user, 'read', parent)) throw notFound('comment');
      if (!commentVisibility.live.test(parent, user)) throw conflict('comment_reply_not_live');
      parentId = parent.parentId ?? parent.id;
    }
    const { review: held, flag } = await screenWriting(app.db, [request.body.body], { reportable: true });
    const mentioned = await mentionsIn(user, post, request.body.mentionIds, request.body.body);
    const id = await app.change(request, async (tx, record) => {
      const comment = await insertComment(tx, { postId: post.id, parentId, authorId: user.id, body: request.body.body }, held);
      await saveMentions(tx, { commentId: comment.id }, mentioned);
      record({ type: 'comment.written', commentId: comment.id, postId: post.id, waiting: comment.waiting });
      if (flag) await fileReport(tx, record, { subject: { type: 'comment', id: comment.id, postId: post.id }, reporterId: null, reason: 'watched_word', words: flag });
      return comment.id;
    });
    const written = await findComment(app.db, id);
    return reply.status(201).send(await present(written!, user));
  });

  app.get('/api/comments/:id', { schema: { params: commentParams, response: { 200: commentDetail } } }, async (request) => {
    const user = currentUser(request);
    const comment = await readableComment(user, request.params.id);
    return { ...(await present(comment, user)), post: { id: comment.post.id, title: comment.post.title } };
  });

  app.patch('/api/comments/:id', { schema: { params: commentParams, body: commentEdit, response: { 200: commentView } } }, async (request) => {
    const user = currentUser(request);
    const comment = await readableComment(user, request.params.id);
    if (comment.authorId !== user.id) throw forbidden('own_comments_edit');
    if (!commentPolicy.can(user, 'edit', comment)) throw forbidden('comment_edit_window');
    const { review: held, flag } = await screenWriting(app.db, [request.body.body], { reportable: true });
    const mentioned = await mentionsIn(user, comment.post, request.body.mentionIds, request.body.body);
    await app.change(request, async (tx, record) => {
      const { waiting } = await editComment(tx, comment.id, user.id, request.body.body, held);
      await saveMentions(tx, { commentId: comment.id }, mentioned);
      record({ type: 'comment.edited', commentId: comment.id, postId: comment.postId, waiting });
      if (flag) await fileReport(tx, record, { subject: { type: 'comment', id: comment.id, postId: comment.postId }, reporterId: null, reason: 'watched_word', words: flag });
    });
    return present((await findComment(app.db, comment.id))!, user);
  });

  app.delete('/api/comments/:id', { schema: { params: commentParams, body: deleteCommentInput, response: { 200: ok } } }, async (request) => {
    const user = currentUser(request);
    const comment = await readableComment(user, request.params.id);
    commentPolicy.authorize(user, 'delete', comment);
    // A moderator deleting someone else's says why: the audit log keeps it.
    const own = comment.authorId === user.id;
    const reason = request.body?.reason ?? null;
    if (!own && !reason) throw validationFailed({ reason: 'moderation_reason_required' });
    await app.change(request, async (tx, record) => {
      await deleteComment(tx, comment.id);
      record({ type: 'comment.deleted', commentId: comment.id, postId: comment.postId, authorId: comment.authorId, reason: own ? null : reason });
    });
    return { ok: true as const };
  });

  for (const [path, hide] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(`/api/comments/:id/${path}`, { schema: { params: commentParams, ...(hide ? { body: hideCommentInput } : {}), response: { 200: commentView } } }, async (request) => {
      const user = currentUser(request);
      const comment = await readableComment(user, request.params.id);
      commentPolicy.authorize(user, 'hide', comment);
      const reason = hide ? (request.body as { reason: string }).reason : null;
      await app.change(request, async (tx, record) => {
        await setCommentHidden(tx, comment.id, hide ? user.id : null);
        record({ type: hide ? 'comment.hidden' : 'comment.shown', commentId: comment.id, postId: comment.postId, authorId: comment.authorId, reason });
      });
      return present((await findComment(app.db, comment.id))!, user);
    });
  }

  app.put('/api/posts/:id/comments/mute', { schema: { params: postParams, body: muteInput, response: { 200: muteInput } } }, async (request) => {
    const user = currentUser(request);
    const post = await readablePost(user, request.params.id);
    await setMuted(app.db, user.id, post.id, request.body.muted);
    return { muted: request.body.muted };
  });
};
