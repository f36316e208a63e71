import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_QUEUE_LIMIT } from '../../../shared/constants.js';
import { reviewCount, reviewQueue, sendBackInput } from '../../../shared/schemas/review.js';
import { audited, type AuditEntry } from '../../audit/audited.js';
import { AppError, notFound } from '../../errors.js';
import { uuidOrNotFound } from '../../lib/ids.js';
import { publishCollaborationChange } from '../../live/news.js';
import { notifyCollaboration, notifyReviewOutcome } from '../../notifications/notify.js';
import { currentUser } from '../../plugins/auth.js';
import { afterPostWrite } from '../posts/routes.js';
import { mediaIdsOfPost } from '../posts/presenter.js';
import { findPost } from '../posts/queries.js';
import { reviewPolicy } from './policy.js';
import { presentReviewEntry } from './presenter.js';
import { countWaiting, decideOnItem, decideOnPost, findItemForReview, listWaiting, type Decision } from './queries.js';

const idParams = z.object({ id: z.string() });
const ok = z.object({ ok: z.literal(true) });

/** What a decision is, from its address: approve, or send back with the body's note. */
const decisions = [
  { path: 'approve', action: 'review.approved', outcome: 'review_approved' },
  { path: 'send-back', action: 'review.sent_back', outcome: 'review_sent_back' },
] as const;

/** 409 when what was decided on no longer waits: another reviewer was first, or its author changed it back. */
const notWaiting = () => new AppError(409, 'review_not_waiting');

/**
 * Review before publishing (issue 17): teachers and administrators list what members who need
 * review wrote, and approve it (it goes live, and whoever follows it hears of it then) or send it
 * back to its author with a note. Every decision is audited with the decision itself and told
 * to the author. Anyone else is refused (401 visitors, 403 members), before anything is read.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read: a member is refused as such, whatever they sent.
  app.addHook('preValidation', async (request) => {
    reviewPolicy.authorize(currentUser(request), 'use');
  });

  app.get('/api/review', { schema: { response: { 200: reviewQueue } } }, async () => {
    const [rows, waiting] = await Promise.all([listWaiting(app.db, REVIEW_QUEUE_LIMIT), countWaiting(app.db)]);
    return { entries: rows.map(presentReviewEntry), waiting };
  });

  app.get('/api/review/count', { schema: { response: { 200: reviewCount } } }, async () => ({ waiting: await countWaiting(app.db) }));

  for (const { path, action, outcome } of decisions) {
    // Approving takes no body; sending back takes the note.
    const body = path === 'send-back' ? { body: sendBackInput } : {};

    app.post(`/api/review/posts/:id/${path}`, { schema: { params: idParams, ...body, response: { 200: ok } } }, async (request) => {
      const reviewer = currentUser(request);
      const id = uuidOrNotFound(request.params.id, 'post');
      const post = await findPost(app.db, id);
      if (!post) throw notFound('post');
      const decision = decisionOf(path, request.body);
      const entry: AuditEntry = { actorId: reviewer.id, action, targetType: 'post', targetId: id, details: detailsOf(post.title, post.authorId, decision), ipAddress: request.ip };
      await audited(app.db, entry, async (tx) => {
        const decided = await decideOnPost(tx, id, reviewer.id, decision);
        if (!decided) throw notWaiting();
        await notifyReviewOutcome(tx, { kind: outcome, actorId: reviewer.id, authorId: decided.authorId, postId: id, ...noteOf(decision) });
      });
      // Approved, its pictures may now be public and it joins the lists; either way its own
      // cached answer (which its author and reviewers read) changed.
      await afterPostWrite(app, id, mediaIdsOfPost(post));
      return { ok: true as const };
    });

    app.post(`/api/review/items/:id/${path}`, { schema: { params: idParams, ...body, response: { 200: ok } } }, async (request) => {
      const reviewer = currentUser(request);
      const id = uuidOrNotFound(request.params.id, 'item');
      await decideOnItemAudited(app, { reviewerId: reviewer.id, id, decision: decisionOf(path, request.body), action, outcome, ipAddress: request.ip });
      return { ok: true as const };
    });
  }
};

function decisionOf(path: 'approve' | 'send-back', body: unknown): Decision {
  return path === 'approve' ? { approve: true } : { approve: false, note: (body as { note: string }).note };
}

const noteOf = (decision: Decision) => (decision.approve ? {} : { note: decision.note });

/** What the audit log keeps of a decision: what it was about, whose, and the note sent back. */
const detailsOf = (title: string, authorId: string | null, decision: Decision) => ({ title, authorId, ...noteOf(decision) });

/**
 * Decides on an update or help request in one audited transaction: approved, its collaboration's
 * people are told of it now (as they would have been when it was written, by its author), and
 * the collaboration's open pages hear of it either way (its author's page shows the outcome).
 */
async function decideOnItemAudited(
  app: FastifyInstance,
  options: { reviewerId: string; id: string; decision: Decision; action: AuditEntry['action']; outcome: 'review_approved' | 'review_sent_back'; ipAddress: string },
): Promise<void> {
  const { reviewerId, id, decision, action, outcome, ipAddress } = options;
  const item = await findItemForReview(app.db, id);
  if (!item) throw notFound('item');
  const details = { ...detailsOf(item.title, item.authorId, decision), collaborationId: item.collaborationId, kind: item.kind };
  const entry: AuditEntry = { actorId: reviewerId, action, targetType: 'collaboration_item', targetId: id, details, ipAddress };
  await audited(app.db, entry, async (tx) => {
    const decided = await decideOnItem(tx, id, reviewerId, decision);
    if (!decided) throw notWaiting();
    const about = { collaborationId: decided.collaborationId, itemId: id };
    if (decision.approve && decided.authorId) {
      const kind = decided.kind === 'help' ? 'collaboration_help' : 'collaboration_update';
      await notifyCollaboration(tx, { kind, actorId: decided.authorId, ...about });
    }
    await notifyReviewOutcome(tx, { kind: outcome, actorId: reviewerId, authorId: decided.authorId, ...about, ...noteOf(decision) });
    await publishCollaborationChange(tx, decided.collaborationId);
  });
}
