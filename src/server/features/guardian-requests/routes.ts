import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUARDIAN_REQUEST_PAGE_SIZE } from '../../../shared/constants.js';
import {
  guardianRequestCount,
  guardianRequestCreated,
  guardianRequestDecided,
  guardianRequestDecision,
  guardianRequestInput,
  guardianRequestQueue,
  myGuardianRequests,
} from '../../../shared/schemas/guardian-requests.js';
import { idParams } from '../../../shared/schemas/params.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { deleteItemWithEvent } from '../../core/collaborations/items.js';
import { AppError, conflict, notFound } from '../../core/errors.js';
import { checkErasure, eraseMemberIn, forgetErasedFiles, type ErasedMember } from '../../core/people/erase-member.js';
import { setPostOnSite } from '../../core/posts/moderation.js';
import { guardianRequestPolicy } from './policy.js';
import { presentOwnRequest, presentQueueEntry } from './presenter.js';
import { countQueue, decideRequest, findItemAuthor, findPostAuthor, findRequest, insertRequest, listOwnRequests, listQueue } from './queries.js';

const requestParams = idParams('guardian_request');

/**
 * A guardian's requests about their child: to hide one of the child's posts, updates or help
 * requests, or to erase the child's account; and the queue where teachers (requests to hide) and
 * administrators (every request) decide them. Approving does the thing in the decision's own
 * change, through the writes the rest of the site does it with (core/): a post is taken off the
 * site as an administrator's unpublishing takes it, an update or help request is deleted (they
 * have no off-the-site state), an account is erased as an administrator erases one; the guardian
 * is told the outcome with the decider's note.
 */
export const guardianRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/guardian-requests', { schema: { body: guardianRequestInput, response: { 201: guardianRequestCreated } } }, async (request, reply) => {
    const user = currentUser(request);
    const { kind, pupilId, reason } = request.body;
    const postId = request.body.postId ?? null;
    const itemId = request.body.itemId ?? null;
    // Someone else's child, or no one's: nothing is told of them.
    if (!guardianRequestPolicy.can(user, 'ask', pupilId)) throw notFound('member');
    // A request to hide names something the child wrote; anything else is not there for this guardian.
    if (postId) {
      const post = await findPostAuthor(app.db, postId);
      if (!post || post.authorId !== pupilId) throw notFound('post');
    }
    if (itemId) {
      const item = await findItemAuthor(app.db, itemId);
      if (!item || item.createdById !== pupilId) throw notFound('item');
    }
    const id = await app.change(request, async (tx, record) => {
      const made = await insertRequest(tx, { kind, guardianId: user.id, pupilId, postId, itemId, reason });
      if (!made) throw conflict('guardian_request_open');
      record({
        type: 'guardian_request.made',
        targetType: 'guardian_request',
        targetId: made,
        details: { kind, pupilId, ...(postId ? { postId } : {}), ...(itemId ? { itemId } : {}) },
      });
      return made;
    });
    return reply.status(201).send({ id });
  });

  app.get('/api/guardian-requests/mine', { schema: { response: { 200: myGuardianRequests } } }, async (request) => {
    const rows = await listOwnRequests(app.db, currentUser(request), GUARDIAN_REQUEST_PAGE_SIZE);
    return { requests: rows.map(presentOwnRequest) };
  });

  app.get('/api/guardian-requests', { schema: { response: { 200: guardianRequestQueue } } }, async (request) => {
    const user = currentUser(request);
    guardianRequestPolicy.authorize(user, 'queue');
    const [rows, open] = await Promise.all([listQueue(app.db, user, GUARDIAN_REQUEST_PAGE_SIZE), countQueue(app.db, user)]);
    return { requests: rows.map(presentQueueEntry), open };
  });

  app.get('/api/guardian-requests/count', { schema: { response: { 200: guardianRequestCount } } }, async (request) => {
    const user = currentUser(request);
    guardianRequestPolicy.authorize(user, 'queue');
    return { open: await countQueue(app.db, user) };
  });

  app.post(
    '/api/guardian-requests/:id/decide',
    {
      // Those who decide nothing are refused as such before their input is read.
      preValidation: async (request) => guardianRequestPolicy.authorize(currentUser(request), 'queue'),
      schema: { params: requestParams, body: guardianRequestDecision, response: { 200: guardianRequestDecided } },
    },
    async (request) => {
      const user = currentUser(request);
      const { outcome, note } = request.body;
      const row = await findRequest(app.db, request.params.id);
      // A request of a kind the reader does not decide (a teacher and an erasure) is not there for them.
      if (!row || !guardianRequestPolicy.can(user, 'decide', row)) throw notFound('guardian_request');
      if (row.state !== 'open') throw conflict('guardian_request_not_open');
      // The child's name, read before anything is erased: the guardian is told it.
      const child = { id: row.pupilId, name: row.pupilName ?? '', surname: row.pupilSurname ?? '' };
      const approved = outcome === 'approved';
      // An erased child's collaborations pass to whoever erased them, as an administrator's erasure would name someone.
      const erasure = { memberId: row.pupilId, keepPosts: false, successorId: user.id };
      if (approved && row.kind === 'erase') {
        if (row.pupilId === user.id) throw new AppError(409, 'own_erasure');
        await checkErasure(app.db, erasure);
      }

      const erased = await app.change(request, async (tx, record): Promise<ErasedMember | null> => {
        if (!(await decideRequest(tx, row.id, { outcome, note, deciderId: user.id }))) throw conflict('guardian_request_not_open');
        let done: ErasedMember | null = null;
        if (approved) {
          // Already off the site, or deleted meanwhile: the request is granted all the same.
          if (row.postId) await setPostOnSite(tx, record, { postId: row.postId, unpublish: true, byId: user.id });
          if (row.itemId && row.collaborationId) await deleteItemWithEvent(tx, record, { id: row.itemId, collaborationId: row.collaborationId });
          if (row.kind === 'erase') done = await eraseMemberIn(tx, record, erasure);
        }
        record({ type: 'guardian_request.decided', requestId: row.id, guardianId: row.guardianId, child, request: row.kind === 'erase' ? 'erase' : 'hide', outcome, note });
        return done;
      });
      if (erased) await forgetErasedFiles(app.mediaStorage, erased);
      return { id: row.id, state: outcome };
    },
  );
};
