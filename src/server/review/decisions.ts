import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '../../shared/constants.js';
import { sendBackInput } from '../../shared/schemas/review.js';
import { AppError } from '../errors.js';
import { currentUser } from '../plugins/auth.js';
import { reviewPolicy } from './policy.js';

/**
 * What a reviewer may decide on a post, update or help request that waits for review (issue
 * 17), shared by the features whose content it is (posts, collaborations): approve, and it goes
 * live; send back with a note, and it waits on its author.
 */
export type Decision = { approve: true } | { approve: false; note: string };

/** The two decisions, by the last part of their address, with what each is audited and told as. */
export const DECISIONS = [
  { path: 'approve', action: 'review.approved', outcome: 'review_approved', body: undefined },
  { path: 'send-back', action: 'review.sent_back', outcome: 'review_sent_back', body: sendBackInput },
] as const satisfies readonly { path: string; action: AuditAction; outcome: string; body: unknown }[];

/** The decision a request asks for: approving takes no body; sending back takes the note. */
export function decisionOf(path: (typeof DECISIONS)[number]['path'], body: unknown): Decision {
  return path === 'approve' ? { approve: true } : { approve: false, note: (body as { note: string }).note };
}

/**
 * The review columns a decision writes, on a post or an item alike: approved, it is live and
 * dated now (it was never on the site before, so it is the newest of its list); sent back, it
 * keeps the note. Who decided, and when, either way.
 */
export function decisionColumns(decision: Decision, reviewerId: string, now = new Date()) {
  const state = decision.approve ? { review: null, reviewNote: null, createdAt: now } : { review: 'sent_back' as const, reviewNote: decision.note };
  return { ...state, reviewedById: reviewerId, reviewedAt: now };
}

/** The note a decision carries, for the notification and the audit log (none when approved). */
export const noteOf = (decision: Decision): { note?: string } => (decision.approve ? {} : { note: decision.note });

/** 409 when what was decided on no longer waits: another reviewer decided on it first. */
export const notWaiting = () => new AppError(409, 'review_not_waiting');

/**
 * Refuses everyone but teachers and admins on every route of `app` (a plugin of decisions),
 * before the body is read: a member is refused as such, whatever they sent.
 */
export function reviewersOnly(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    reviewPolicy.authorize(currentUser(request), 'use');
  });
}
