import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audited, type AuditEntry } from '../../audit/audited.js';
import { notFound } from '../../errors.js';
import { uuidOrNotFound } from '../../lib/ids.js';
import { publishCollaborationChange } from '../../live/news.js';
import { notifyAuthor, notifyCollaboration } from '../../notifications/notify.js';
import { currentUser } from '../../plugins/auth.js';
import { DECISIONS, decisionOf, notWaiting, noteOf, reviewersOnly } from '../../review/decisions.js';
import { decideOnItem, findItemForReview } from './queries.js';

const idParams = z.object({ id: z.string() });
const ok = z.object({ ok: z.literal(true) });

/**
 * A teacher's or admin's decision on an update or help request that waits for review (issue
 * 17), in one audited transaction: approved, its collaboration's people are told of it now (as
 * they would have been when it was written, by its author), and the collaboration's open pages
 * hear of it either way (its author's page shows the outcome). An item of a deleted
 * collaboration is not found.
 */
export const itemReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  reviewersOnly(app);

  for (const { path, action, outcome, body } of DECISIONS) {
    app.post(`/api/review/items/:id/${path}`, { schema: { params: idParams, ...(body ? { body } : {}), response: { 200: ok } } }, async (request) => {
      const reviewer = currentUser(request);
      const id = uuidOrNotFound(request.params.id, 'item');
      const item = await findItemForReview(app.db, id);
      if (!item) throw notFound('item');
      const decision = decisionOf(path, request.body);
      const details = { title: item.title, authorId: item.authorId, collaborationId: item.collaborationId, kind: item.kind, ...noteOf(decision) };
      const entry: AuditEntry = { actorId: reviewer.id, action, targetType: 'collaboration_item', targetId: id, details, ipAddress: request.ip };
      await audited(app.db, entry, async (tx) => {
        const decided = await decideOnItem(tx, id, reviewer.id, decision);
        if (!decided) throw notWaiting();
        const about = { collaborationId: decided.collaborationId, itemId: id };
        if (decision.approve && decided.authorId) {
          await notifyCollaboration(tx, { kind: decided.kind === 'help' ? 'collaboration_help' : 'collaboration_update', actorId: decided.authorId, ...about });
        }
        await notifyAuthor(tx, { kind: outcome, actorId: reviewer.id, authorId: decided.authorId, ...about, ...noteOf(decision) });
        await publishCollaborationChange(tx, decided.collaborationId);
      });
      return { ok: true as const };
    });
  }
};
