import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audited, type AuditEntry } from '../../audit/audited.js';
import { notFound } from '../../errors.js';
import { uuidOrNotFound } from '../../lib/ids.js';
import { notifyAuthor } from '../../notifications/notify.js';
import { currentUser } from '../../plugins/auth.js';
import { DECISIONS, decisionOf, notWaiting, noteOf, reviewersOnly } from '../../review/decisions.js';
import { afterPostWrite } from './after-write.js';
import { mediaIdsOfPost } from './presenter.js';
import { decideOnPost, findPost } from './queries.js';

const idParams = z.object({ id: z.string() });
const ok = z.object({ ok: z.literal(true) });

/**
 * A teacher's or admin's decision on a post that waits for review (issue 17; the queue is the
 * review feature's): approved, it goes live; sent back, it waits on its author with the note.
 * One transaction writes the decision, its audit entry (title, author, note) and the author's
 * notification; `review = 'waiting'` in the update makes a second decision a 409.
 */
export const postReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  reviewersOnly(app);

  for (const { path, action, outcome, body } of DECISIONS) {
    app.post(`/api/review/posts/:id/${path}`, { schema: { params: idParams, ...(body ? { body } : {}), response: { 200: ok } } }, async (request) => {
      const reviewer = currentUser(request);
      const id = uuidOrNotFound(request.params.id, 'post');
      const post = await findPost(app.db, id);
      if (!post) throw notFound('post');
      const decision = decisionOf(path, request.body);
      const details = { title: post.title, authorId: post.authorId, ...noteOf(decision) };
      const entry: AuditEntry = { actorId: reviewer.id, action, targetType: 'post', targetId: id, details, ipAddress: request.ip };
      await audited(app.db, entry, async (tx) => {
        const decided = await decideOnPost(tx, id, reviewer.id, decision);
        if (!decided) throw notWaiting();
        await notifyAuthor(tx, { kind: outcome, actorId: reviewer.id, authorId: decided.authorId, postId: id, ...noteOf(decision) });
      });
      // Approved, its pictures may now be public and it joins the lists; either way its own
      // cached answer (which its author and reviewers read) changed.
      await afterPostWrite(app, id, mediaIdsOfPost(post));
      return { ok: true as const };
    });
  }
};
