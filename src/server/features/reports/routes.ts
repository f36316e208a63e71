import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_QUEUE_LIMIT } from '../../../shared/constants.js';
import { moderationCount, moderationParams, moderationQueue, reportDecisionInput, reportInput, reportThresholdInput } from '../../../shared/schemas/reports.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { siteSettings } from '../../core/db/schema.js';
import type { Db } from '../../core/db/client.js';
import { AppError, conflict, notFound } from '../../core/errors.js';
import type { RecordEvent } from '../../core/events/record.js';
import { deleteItemWithEvent } from '../../core/collaborations/items.js';
import { fileReport, releaseHold, reportHideThreshold } from '../../core/moderation/reports.js';
import { loadMediaViews } from '../../core/media/presenter.js';
import { setPostOnSite, switchPostOnSite } from '../../core/posts/moderation.js';
import { perMember } from '../../plugins/rate-limit.js';
import { reportPolicy } from './policy.js';
import { presentModerationEntry } from './presenter.js';
import { banFromCommenting, closeReports, countReportedThings, deleteCommentForGood, findReportedThing, hideCommentAsModerator, hideItemAsModerator, hideProfileAsModerator, listReportedThings, reportedThingOf, type FoundThing } from './queries.js';

/** A scope of these routes, with the schemas' types. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const ok = z.object({ ok: z.literal(true) });

/**
 * A member reports what they come across: twenty reports an hour is far more than that, and keeps
 * one account from burying the moderators' queue (or, with friends, holding things hidden by the
 * dozen). Per member, counted in PostgreSQL for every instance.
 */
const REPORT_RATE = { max: 20, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perMember };
const threshold = z.object({ threshold: z.number().int() });

/**
 * Reports and the moderation queue (decisions 0044, 0048, 0050). Members report a post, a comment, an
 * update, a help request they read, or another member's profile
 * (core/moderation/reports.ts files it, and holds the thing hidden once enough members did);
 * teachers and administrators read the reported things in the queue and decide on each once, for
 * every report of it: dismiss (a held thing shows again), hide, or delete a comment, and perhaps
 * stop its author commenting for a while. Every step is an event (core/events/events.ts
 * `report.*`): audited, the reporters told the outcome, the author told of a hold or a hiding.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/reports', { config: { rateLimit: REPORT_RATE }, schema: { body: reportInput, response: { 201: ok } } }, async (request, reply) => {
    const user = currentUser(request);
    const { subject, reason, words } = request.body;
    const thing = await findReportedThing(app.db, subject);
    // What the member may not read is, for them, not there.
    if (!thing || !reportPolicy.can(user, 'see', thing)) throw notFound('report_subject');
    reportPolicy.authorize(user, 'report', thing);
    await app.change(request, async (tx, record) => {
      const filed = await fileReport(tx, record, { subject: reportedThingOf(thing), reporterId: user.id, reason, words: words ?? null });
      if (!filed) throw conflict('report_exists');
    });
    return reply.status(201).send({ ok: true as const });
  });

  await app.register(async (moderators: ZodApp) => {
    moderators.addHook('preValidation', async (request) => reportPolicy.authorize(currentUser(request), 'moderate'));

    moderators.get('/api/moderation', { schema: { response: { 200: moderationQueue } } }, async () => {
      const [entries, open] = await Promise.all([listReportedThings(app.db, REPORT_QUEUE_LIMIT), countReportedThings(app.db)]);
      // A reported profile's photo, which moderators see whoever else may not (core/visibility/media.ts).
      const views = await loadMediaViews(app.db, entries.map((entry) => entry.row.imageId));
      return { entries: entries.map((entry) => presentModerationEntry(entry, views)), open };
    });

    moderators.get('/api/moderation/count', { schema: { response: { 200: moderationCount } } }, async () => ({ open: await countReportedThings(app.db) }));

    moderators.post('/api/moderation/:type/:id/decide', { schema: { params: moderationParams, body: reportDecisionInput, response: { 200: ok } } }, async (request) => {
      const moderator = currentUser(request);
      const { action, banDays } = request.body;
      const reason = request.body.reason ?? null;
      const thing = await findReportedThing(app.db, request.params);
      if (!thing) throw notFound('report_subject');
      // A post is taken off the site, never deleted from the queue: its author or an administrator deletes it (with its pictures) on its own page.
      if (thing.type === 'post' && action === 'delete') throw new AppError(400, 'report_post_delete');
      // A profile is hidden, never deleted: the account is an administrator's to disable or erase.
      if (thing.type === 'profile' && action === 'delete') throw new AppError(400, 'report_profile_delete');
      if (banDays && thing.authorId) reportPolicy.authorize(moderator, 'ban', thing.authorId);
      const subject = reportedThingOf(thing);
      await app.change(request, async (tx, record) => {
        const outcome = action === 'dismiss' ? 'dismissed' : action === 'hide' ? 'hidden' : 'deleted';
        const closed = await closeReports(tx, subject, outcome, moderator.id);
        // Another moderator decided a moment ago: nothing is left to decide.
        if (closed.count === 0) throw conflict('report_nothing_open');
        const hold = await releaseHold(tx, subject, action === 'dismiss');
        if (action === 'hide') await hideAsModerator(tx, record, thing, moderator.id, reason!, hold.held);
        if (action === 'delete' && thing.type !== 'post' && thing.type !== 'profile') await deleteAsModerator(tx, record, thing, reason!);
        record({ type: 'report.decided', subject, outcome, reporterIds: closed.reporterIds, released: action === 'dismiss' && hold.held ? { pictureIds: hold.pictureIds } : null });
        if (banDays && thing.authorId) {
          const until = await banFromCommenting(tx, { userId: thing.authorId, days: banDays, reason: reason!, byId: moderator.id });
          record({ type: 'member.comment_banned', targetType: 'user', targetId: thing.authorId, details: { until: until.toISOString(), days: banDays, reason } });
        }
      });
      return { ok: true as const };
    });
  });

  /** Deletes a reported comment, update or help request for good, the moderator's reason kept in the audit log. */
  async function deleteAsModerator(tx: Db, record: RecordEvent, thing: Exclude<FoundThing, { type: 'post' | 'profile' }>, reason: string) {
    if (thing.type === 'item') {
      await deleteItemWithEvent(tx, record, { id: thing.id, collaborationId: thing.collaborationId }, reason);
      return;
    }
    await deleteCommentForGood(tx, thing.id);
    record({ type: 'comment.deleted', commentId: thing.id, place: thing.place.place, authorId: thing.authorId, reason });
  }

  /** Hides a reported thing as the moderator's own act, its author told why: a comment, update, help request or profile hidden, a post taken off the site. */
  async function hideAsModerator(tx: Db, record: RecordEvent, thing: FoundThing, moderatorId: string, reason: string, wasHeld: boolean) {
    if (thing.type === 'profile') {
      const hidden = await hideProfileAsModerator(tx, thing.id, moderatorId);
      if (hidden) record({ type: 'profile.hidden', userId: thing.id, reason, pictureIds: [hidden.imageId] });
      return;
    }
    if (thing.type === 'item') {
      const hidden = await hideItemAsModerator(tx, thing.id, moderatorId);
      if (hidden) record({ type: 'collaboration.item_hidden', itemId: thing.id, ...hidden, reason });
      return;
    }
    if (thing.type === 'comment') {
      await hideCommentAsModerator(tx, thing.id, moderatorId);
      record({ type: 'comment.hidden', commentId: thing.id, place: thing.place.place, authorId: thing.authorId, reason });
      return;
    }
    // Held by the reports, the post is off the site as nobody's act: it becomes the moderator's, told to its author as any unpublishing is.
    if (wasHeld) await switchPostOnSite(tx, { postId: thing.id, unpublish: false, byId: null });
    await setPostOnSite(tx, record, { postId: thing.id, unpublish: true, byId: moderatorId });
  }

  await app.register(async (admins: ZodApp) => {
    admins.addHook('preValidation', async (request) => {
      reportPolicy.authorize(currentUser(request), 'setThreshold');
    });

    admins.get('/api/admin/report-threshold', { schema: { response: { 200: threshold } } }, async () => ({ threshold: await reportHideThreshold(app.db) }));

    admins.put('/api/admin/report-threshold', { schema: { body: reportThresholdInput, response: { 200: threshold } } }, async (request) => {
      const value = request.body.threshold;
      await app.change(request, async (tx, record) => {
        await tx.insert(siteSettings).values({ id: 1, reportHideThreshold: value }).onConflictDoUpdate({ target: siteSettings.id, set: { reportHideThreshold: value } });
        record({ type: 'site.report_threshold_changed', targetType: 'site', targetId: null, details: { threshold: value } });
      });
      return { threshold: value };
    });
  });
};
