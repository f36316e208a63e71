import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotFoundWhat } from '../../../shared/error-messages.js';
import { approveInput, sendBackInput } from '../../../shared/schemas/review.js';
import type { AuditEntry } from '../events/audited.js';
import type { Db } from '../db/client.js';
import { AppError, forbidden, notFound } from '../errors.js';
import type { ReviewDecided } from '../events/events.js';
import type { NotificationAbout } from '../events/notify.js';
import { currentUser, type AuthUser } from '../auth/auth-user.js';
import { reviewPolicy } from './policy.js';
import type { PictureAudience } from '../visibility/media.js';
import { assertConsentAllows } from '../media/site-media.js';

/**
 * What a reviewer decides on something that waits for review: approve it, and it goes live;
 * send it back with a note, and it waits on its author. Either names the version the
 * reviewer read: a decision on any other version is refused.
 */
export type Decision = { approve: true; version: number } | { approve: false; note: string; version: number };

/**
 * The review columns a decision writes on a post, item or new collaboration alike: approved, it
 * is live and dated now (it was never on the site before, so it is the newest of its list); sent
 * back, it keeps the note. Who decided, and when, either way.
 */
export function decisionColumns(decision: Decision, reviewerId: string, now = new Date()) {
  const state = decision.approve ? { review: null, reviewNote: null, createdAt: now } : { review: 'sent_back' as const, reviewNote: decision.note };
  return { ...state, reviewedById: reviewerId, reviewedAt: now };
}

/** The columns of a revision (a change waiting beside what stays shown) sent back; approved, a revision is applied and goes. */
export function sentBackColumns(decision: Extract<Decision, { approve: false }>, reviewerId: string, now = new Date()) {
  return { review: 'sent_back' as const, reviewNote: decision.note, reviewedById: reviewerId, reviewedAt: now };
}

/** The note a decision carries, for the notification and the audit log (none when approved). */
const noteOf = (decision: Decision): { note?: string } => (decision.approve ? {} : { note: decision.note });

/** What else a decision changes, by kind (core/events/events.ts `review.*`): a collaboration's pages, an item told of once approved, cache tags, pictures. */
export type DecisionFollows = Pick<ReviewDecided, 'collaborationId' | 'approvedItem' | 'comment' | 'cacheTags' | 'pictureIds'>;

/** What a thing under review is when a decision on it starts: whose, and which version. */
export interface ReviewSubject {
  /** Null for a former member's (erased, their work kept). */
  authorId: string | null;
  version: number;
  /** Whether it waits now (a thing sent back, or already live, is not decided on). */
  waiting: boolean;
}

/**
 * One kind of thing reviewers decide on, as the feature it belongs to describes it: the decision
 * routes (below) do the rest the same way for every kind — who may decide, the version read,
 * nobody deciding on their own work — and record the decision as an event, whose reactions
 * (the audit entry, the author's notification, and what `follows` names) are core/events'.
 */
export interface Reviewable<S extends ReviewSubject> {
  /** The address: /api/review/<path>/:id/approve and …/send-back. */
  path: string;
  /** What a 404 names. */
  what: NotFoundWhat;
  /** The params of the address, its id as stored (src/shared/schemas/params.ts: a malformed uuid is a 404). */
  params: z.ZodType<{ id: string }, { id: string }>;
  /** What a decision needs of it, or null when there is nothing of that id to decide on. */
  load: (db: Db, id: string) => Promise<S | null>;
  /** The audit entry's target and what it records (the title, the author). */
  audit: (subject: S, id: string) => Pick<AuditEntry, 'targetType' | 'targetId' | 'details'>;
  /** Writes the decision where it still waits at the version read; false when it no longer does (nothing written). */
  decide: (tx: Db, id: string, reviewer: AuthUser, decision: Decision) => Promise<boolean>;
  /** What the author's notification is about. */
  about: (subject: S, id: string) => NotificationAbout;
  /** What else the decision changes, by kind. */
  follows?: (subject: S, id: string, decision: Decision) => DecisionFollows;
  /**
   * The pictures an approval would publish, and to whom: refused (409 `picture_consent_*`) while
   * a pupil tagged in one is kept from that audience by their family (decision 0040).
   */
  pictures?: (subject: S) => { pictures: { id: string | null; field: string }[]; audience: PictureAudience };
}

/**
 * Refuses everyone but teachers and admins on every route of `app` (a plugin of decisions, or the
 * queue), before the body is read: a member is refused as such, whatever they sent.
 */
export function reviewersOnly(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    reviewPolicy.authorize(currentUser(request), 'use');
  });
}

/** The two decisions, by the last part of their address, with the event each is. */
const DECISIONS = [
  { path: 'approve', event: 'review.approved', body: approveInput },
  { path: 'send-back', event: 'review.sent_back', body: sendBackInput },
] as const;

const ok = z.object({ ok: z.literal(true) });

/**
 * The decision routes of one kind of reviewable, for teachers and admins only (everyone else is
 * refused before the body is read). A decision on a version other than the one in the body is
 * 409 `review_changed` and changes nothing (it stays in the queue, to be read again); on a
 * thing no longer waiting, 409 `review_not_waiting`; on one's own work, 403 `own_work_review`.
 * A decision is one transaction with its event's reactions (core/events/events.ts).
 */
export function reviewDecisionRoutes<S extends ReviewSubject>(reviewable: Reviewable<S>): FastifyPluginAsyncZod {
  return async (app) => {
    reviewersOnly(app);

    for (const { path, event, body } of DECISIONS) {
      app.post(`/api/review/${reviewable.path}/:id/${path}`, { schema: { params: reviewable.params, body, response: { 200: ok } } }, async (request) => {
        const reviewer = currentUser(request);
        const { id } = request.params;
        const subject = await reviewable.load(app.db, id);
        if (!subject) throw notFound(reviewable.what);
        // Nobody approves their own: a teacher marked as needing review waits for another.
        if (subject.authorId === reviewer.id) throw forbidden('own_work_review');
        const input = request.body as { version: number; note?: string };
        const decision: Decision = path === 'approve' ? { approve: true, version: input.version } : { approve: false, note: input.note ?? '', version: input.version };
        const published = decision.approve ? reviewable.pictures?.(subject) : undefined;
        if (published) await assertConsentAllows(app.db, published.pictures, published.audience);
        await app.change(request, async (tx, record) => {
          if (!(await reviewable.decide(tx, id, reviewer, decision))) throw refusalOf(await reviewable.load(tx, id));
          record({
            type: event,
            audit: reviewable.audit(subject, id),
            authorId: subject.authorId,
            about: reviewable.about(subject, id),
            ...noteOf(decision),
            ...reviewable.follows?.(subject, id, decision),
          });
        });
        return { ok: true as const };
      });
    }
  };
}

/**
 * Why a decision wrote nothing, from what is stored now: it still waits, so its version is not
 * the one read (its author changed it since); or it no longer waits (another reviewer decided,
 * or it was withdrawn).
 */
function refusalOf(now: ReviewSubject | null): AppError {
  return new AppError(409, now?.waiting ? 'review_changed' : 'review_not_waiting');
}
