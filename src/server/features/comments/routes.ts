import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMENTS_PAGE_SIZE } from '../../../shared/constants.js';
import { commentDetail, commentEdit, commentInput, commentPage, commentPageQuery, commentView, deleteCommentInput, hideCommentInput, muteInput } from '../../../shared/schemas/comments.js';
import { idParams, uuidParam } from '../../../shared/schemas/params.js';
import { currentUser, type AuthUser } from '../../core/auth/auth-user.js';
import { conflict, forbidden, notFound, unauthorized, validationFailed } from '../../core/errors.js';
import { commentsShownToVisitors } from '../../core/comments/visitors-setting.js';
import { placeOfMentions, samePlace, type CommentPlace } from '../../core/comments/place.js';
import { findPlaceRules, type PlaceRules } from '../../core/comments/place-rules.js';
import { checkMentions, mentionsOfComments, saveMentions } from '../../core/mentions/mentions.js';
import { commentBanUntil, fileReport } from '../../core/moderation/reports.js';
import { screenWriting } from '../../core/moderation/watched-words.js';
import { commentVisibility } from '../../core/visibility/comments.js';
import { CACHE_TAGS, postTag, threadTag } from '../../core/events/cache-tags.js';
import { jsonBody, sendWithEtag } from '../../plugins/conditional-get.js';
import { perMember } from '../../plugins/rate-limit.js';
import { isReviewer } from '../../core/people/roles.js';
import { commentReviewRoutes } from './review-routes.js';
import { commentsForVisitorsRoutes } from './visitors-setting-routes.js';
import { commentPolicy } from './policy.js';
import { membersThreadJson, membersThreadJsonFor, presentComment, presentThread } from './presenter.js';
import { deleteComment, editComment, findComment, insertComment, isMuted, listThread, setCommentHidden, setMuted, threadStakes, type FoundComment } from './queries.js';

const postParams = idParams('post');
const itemParams = z.object({ id: uuidParam('collaboration'), itemId: uuidParam('item') });
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
 * Comments (decision 0042) under posts and under collaborations' updates and help requests (its
 * place: core/comments/place.ts), for members: a place's thread is read by whoever may read the
 * place (its rules, core/comments/place-rules.ts) and is signed in, each comment by its own rule
 * (core/visibility/comments.ts); a visitor is asked to sign in, unless the site shows visitors the
 * live comments under posts for everyone (decision 0046; collaborations are members' only). Only
 * a live place takes comments. Every write is one transaction with its event
 * (core/events/events.ts `comment.*`): the thread's notifications, the review queue's, the audit
 * entry of a moderator's act, and the news that the place's open pages (on every instance) hear.
 */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(commentReviewRoutes);
  await app.register(commentsForVisitorsRoutes);

  /** The place, if `user` (or a visitor: null) may read it (404 as its page answers otherwise). */
  function readableOr404(place: PlaceRules | null, user: AuthUser | null, what: 'post' | 'item'): PlaceRules {
    if (!place || !place.readable(user)) throw notFound(what);
    return place;
  }

  const postPlace = (id: string): CommentPlace => ({ kind: 'post', postId: id });
  const itemPlace = (params: { id: string; itemId: string }): CommentPlace => ({ kind: 'item', collaborationId: params.id, itemId: params.itemId });

  /** A comment as `user` reads it, with whom it mentions. */
  async function present(row: FoundComment, user: AuthUser | null) {
    return presentComment(row, user, await mentionsOfComments(app.db, [row.id]));
  }

  /**
   * The members a comment's words mention (decision 0049), checked by the mentions' rule with the
   * place's: whoever is mentioned may read the place.
   */
  function mentionsIn(user: AuthUser, place: PlaceRules, ids: readonly string[] | undefined, body: string) {
    return checkMentions(app.db, user, placeOfMentions(place.place), ids ?? [], body, (member) => place.readable(member));
  }

  /** The comment, if `user` may read it and its place (404 otherwise, as if it were not there). */
  async function readableComment(user: AuthUser, id: string): Promise<FoundComment> {
    const comment = await findComment(app.db, id);
    if (!comment || !comment.place.readable(user) || !commentPolicy.can(user, 'read', comment)) throw notFound('comment');
    return comment;
  }

  /** Comments read for a page of a thread, and whom they mention. */
  type ReadThread = Awaited<ReturnType<typeof listThread>> & { mentioned: Awaited<ReturnType<typeof mentionsOfComments>> };

  /** Reads one page of a place's thread by `reader`'s rule (a visitor's: the live comments), with whom its comments mention. */
  async function readThread(place: CommentPlace, reader: AuthUser | null, page: number): Promise<ReadThread> {
    const thread = await listThread(app.db, place, reader, page);
    return { ...thread, mentioned: await mentionsOfComments(app.db, [...thread.comments, ...thread.replies].map((row) => row.id)) };
  }

  /** A page of a thread as `user` reads it, with their mute and whether they may write. */
  function presentPage(thread: ReadThread, user: AuthUser | null, page: number, muted: boolean, canComment: boolean) {
    return { comments: presentThread(thread.comments, thread.replies, user, thread.mentioned), total: thread.total, page, pageSize: COMMENTS_PAGE_SIZE, muted, canComment };
  }

  /** One page of a place's thread read for `user` alone (the caller asked whether they may read the place). */
  async function threadPage(place: PlaceRules, user: AuthUser, page: number) {
    const [thread, muted] = await Promise.all([readThread(place.place, user, page), isMuted(app.db, user.id, place.place)]);
    return presentPage(thread, user, page, muted, place.live(user));
  }

  /**
   * A page of a post's live comments, which every reader of the post reads alike — visitors when
   * the site shows them (decision 0046), and every member but those who read more (below) — with
   * the post's rules: read once and kept in the public cache under the tags of what it shows (the
   * post, its thread, every author: core/events/cache-tags.ts), which the events that change them
   * forget on every instance. Each reader's page is presented from it (their names, their abilities).
   */
  function sharedPostThread(postId: string, page: number) {
    return app.publicCache.get(
      `thread:${postId}:${page}`,
      async () => {
        const place = await findPlaceRules(app.db, postPlace(postId));
        return place && { place, thread: await readThread(place.place, null, page) };
      },
      [postTag(postId), threadTag(postId), CACHE_TAGS.posts],
    );
  }

  /**
   * A page of a post's thread as visitors read it, when the site shows them: the same for every
   * visitor, its JSON made once (its ETag letting browsers revalidate) and kept beside the shared
   * page, the site's settings among its tags. A refusal is kept too: the setting off, or no post
   * for visitors — who learn neither the comments nor how many there are, nor whether the post is
   * there, unless the site shows them.
   */
  function visitorsThreadPage(postId: string, page: number) {
    return app.publicCache.get(
      `thread:visitors:${postId}:${page}`,
      async () => {
        const [shown, shared] = await Promise.all([commentsShownToVisitors(app.db), sharedPostThread(postId, page)]);
        if (!shown) return { refusal: 'members_only' as const };
        if (!shared || !shared.place.readable(null)) return { refusal: 'not_found' as const };
        return { body: jsonBody(commentPage, presentPage(shared.thread, null, page, false, false)) };
      },
      [postTag(postId), threadTag(postId), CACHE_TAGS.posts, CACHE_TAGS.siteSettings],
    );
  }

  /**
   * A page of a post's live comments as every member reads it (their names whole), its JSON made
   * once with a gap for each reader's abilities on their own comments (presenter.ts), and who has
   * something of their own in the thread beyond it (queries.ts `threadStakes`): kept beside the
   * shared page, under its tags, so that a member's read asks the database nothing.
   */
  function membersSharedPage(postId: string, page: number) {
    return app.publicCache.get(
      `thread:members:${postId}:${page}`,
      async () => {
        const [shared, stakes] = await Promise.all([sharedPostThread(postId, page), threadStakes(app.db, postId)]);
        if (!shared) return null;
        const { thread } = shared;
        return {
          place: shared.place,
          total: thread.total,
          comments: membersThreadJson(thread.comments, thread.replies, thread.mentioned),
          mutedBy: new Set(stakes.mutedBy),
          apartAuthors: new Set(stakes.apartAuthors),
          /** Each reader's answer, made on their first read and kept with the page until their abilities change by themselves (presenter.ts). Keyed by their session's user, which a change of role or children replaces. */
          answers: new WeakMap<AuthUser, { body: string; until: number }>(),
        };
      },
      [postTag(postId), threadTag(postId), CACHE_TAGS.posts],
    );
  }

  /**
   * A page of a post's thread as a member reads it: the shared page, unless they read more than
   * the live comments — a moderator, the post's author (the comments they hid), or one with a
   * comment of their own or their child's that waits, was sent back or is hidden — who have it
   * read for them alone. The shared page goes out as its JSON, with the reader's abilities, mute
   * and whether they may write put in: made on their first read, and kept with the page until it
   * changes or an edit window of theirs closes.
   */
  async function membersThreadPage(reply: FastifyReply, postId: string, user: AuthUser, page: number) {
    const shared = await membersSharedPage(postId, page);
    const place = readableOr404(shared?.place ?? null, user, 'post');
    const ownApart = [user.id, ...user.childIds].some((id) => shared!.apartAuthors.has(id));
    if (isReviewer(user) || place.authorId === user.id || ownApart) return threadPage(place, user, page);
    const now = Date.now();
    let answer = shared!.answers.get(user);
    if (!answer || answer.until <= now) {
      const comments = membersThreadJsonFor(shared!.comments, user, now);
      const rest = { total: shared!.total, page, pageSize: COMMENTS_PAGE_SIZE, muted: shared!.mutedBy.has(user.id), canComment: place.live(user) };
      answer = { body: `{"comments":${comments.json},${JSON.stringify(rest).slice(1)}`, until: comments.until };
      shared!.answers.set(user, answer);
    }
    // Private, and never stored by the browser: the page changes with every comment (live news asks again).
    reply.header('cache-control', 'private, no-store');
    return reply.type('application/json; charset=utf-8').send(answer.body);
  }

  app.get(
    '/api/posts/:id/comments',
    { config: { public: true }, schema: { params: postParams, querystring: commentPageQuery, response: { 200: commentPage } } },
    async (request, reply) => {
      const user = await request.getUser();
      if (user) return membersThreadPage(reply, request.params.id, user, request.query.page);
      const kept = await visitorsThreadPage(request.params.id, request.query.page);
      if (kept.refusal === 'members_only') throw unauthorized('comments_members_only');
      if (kept.refusal === 'not_found') throw notFound('post');
      return sendWithEtag(request, reply, kept.body);
    },
  );

  app.get('/api/collaborations/:id/items/:itemId/comments', { schema: { params: itemParams, querystring: commentPageQuery, response: { 200: commentPage } } }, async (request) => {
    const user = currentUser(request);
    const place = readableOr404(await findPlaceRules(app.db, itemPlace(request.params)), user, 'item');
    return threadPage(place, user, request.query.page);
  });

  /** Writes a comment or a reply under a place the writer may read (a route asked which). */
  async function writeComment(request: FastifyRequest, input: z.infer<typeof commentInput>, place: PlaceRules) {
    const user = currentUser(request);
    if (!place.live(user)) throw conflict(place.place.kind === 'post' ? 'comment_post_not_live' : 'comment_item_not_live');
    // A moderator may stop a member commenting for a while (decision 0044).
    const bannedUntil = await commentBanUntil(app.db, user.id);
    if (bannedUntil) throw forbidden('comment_banned', { until: bannedUntil.toISOString().slice(0, 10) });
    // A reply answers a live comment of this place (one waiting or hidden has no thread for its other
    // readers to see a reply in); a reply to a reply answers its comment (one level).
    let parentId: string | null = null;
    if (input.parentId) {
      const parent = await findComment(app.db, input.parentId);
      if (!parent || !samePlace(parent.place.place, place.place) || !commentPolicy.can(user, 'read', parent)) throw notFound('comment');
      if (!commentVisibility.live.test(parent, user)) throw conflict('comment_reply_not_live');
      parentId = parent.parentId ?? parent.id;
    }
    const { review: held, flag } = await screenWriting(app.db, [input.body], { reportable: true });
    const mentioned = await mentionsIn(user, place, input.mentionIds, input.body);
    const id = await app.change(request, async (tx, record) => {
      const comment = await insertComment(tx, { place: place.place, parentId, authorId: user.id, body: input.body }, held);
      await saveMentions(tx, { commentId: comment.id }, mentioned);
      record({ type: 'comment.written', commentId: comment.id, place: place.place, waiting: comment.waiting });
      if (flag) await fileReport(tx, record, { subject: { type: 'comment', id: comment.id, place: place.place }, reporterId: null, reason: 'watched_word', words: flag });
      return comment.id;
    });
    const written = await findComment(app.db, id);
    return present(written!, user);
  }

  app.post('/api/posts/:id/comments', { config: { rateLimit: COMMENT_RATE }, schema: { params: postParams, body: commentInput, response: { 201: commentView } } }, async (request, reply) => {
    const place = readableOr404(await findPlaceRules(app.db, postPlace(request.params.id)), currentUser(request), 'post');
    return reply.status(201).send(await writeComment(request, request.body, place));
  });

  app.post(
    '/api/collaborations/:id/items/:itemId/comments',
    { config: { rateLimit: COMMENT_RATE }, schema: { params: itemParams, body: commentInput, response: { 201: commentView } } },
    async (request, reply) => {
      const place = readableOr404(await findPlaceRules(app.db, itemPlace(request.params)), currentUser(request), 'item');
      return reply.status(201).send(await writeComment(request, request.body, place));
    },
  );

  app.get('/api/comments/:id', { schema: { params: commentParams, response: { 200: commentDetail } } }, async (request) => {
    const user = currentUser(request);
    const comment = await readableComment(user, request.params.id);
    return { ...(await present(comment, user)), place: comment.place.view };
  });

  app.patch('/api/comments/:id', { schema: { params: commentParams, body: commentEdit, response: { 200: commentView } } }, async (request) => {
    const user = currentUser(request);
    const comment = await readableComment(user, request.params.id);
    if (comment.authorId !== user.id) throw forbidden('own_comments_edit');
    if (!commentPolicy.can(user, 'edit', comment)) throw forbidden('comment_edit_window');
    const { review: held, flag } = await screenWriting(app.db, [request.body.body], { reportable: true });
    const mentioned = await mentionsIn(user, comment.place, request.body.mentionIds, request.body.body);
    const place = comment.place.place;
    await app.change(request, async (tx, record) => {
      const { waiting } = await editComment(tx, comment.id, user.id, request.body.body, held);
      await saveMentions(tx, { commentId: comment.id }, mentioned);
      record({ type: 'comment.edited', commentId: comment.id, place, waiting });
      if (flag) await fileReport(tx, record, { subject: { type: 'comment', id: comment.id, place }, reporterId: null, reason: 'watched_word', words: flag });
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
      record({ type: 'comment.deleted', commentId: comment.id, place: comment.place.place, authorId: comment.authorId, reason: own ? null : reason });
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
        record({ type: hide ? 'comment.hidden' : 'comment.shown', commentId: comment.id, place: comment.place.place, authorId: comment.authorId, reason });
      });
      return present((await findComment(app.db, comment.id))!, user);
    });
  }

  app.put('/api/posts/:id/comments/mute', { schema: { params: postParams, body: muteInput, response: { 200: muteInput } } }, async (request) => {
    const user = currentUser(request);
    const place = readableOr404(await findPlaceRules(app.db, postPlace(request.params.id)), user, 'post');
    await app.change(request, async (tx, record) => {
      await setMuted(tx, user.id, place.place, request.body.muted);
      record({ type: 'comment.thread_muted', place: place.place, muted: request.body.muted });
    });
    return { muted: request.body.muted };
  });

  app.put('/api/collaborations/:id/items/:itemId/comments/mute', { schema: { params: itemParams, body: muteInput, response: { 200: muteInput } } }, async (request) => {
    const user = currentUser(request);
    const place = readableOr404(await findPlaceRules(app.db, itemPlace(request.params)), user, 'item');
    await app.change(request, async (tx, record) => {
      await setMuted(tx, user.id, place.place, request.body.muted);
      record({ type: 'comment.thread_muted', place: place.place, muted: request.body.muted });
    });
    return { muted: request.body.muted };
  });
};
