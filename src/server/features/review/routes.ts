import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_QUEUE_LIMIT } from '../../../shared/constants.js';
import { reviewCount, reviewQueue } from '../../../shared/schemas/review.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { reviewersOnly } from '../../core/review/decisions.js';
import { presentReviewEntry } from './presenter.js';
import { countWaiting, listWaiting } from './queries.js';

/**
 * The review queue: teachers and administrators list what members who need review wrote,
 * oldest first, and how many wait (the number beside the bell and in the hub), each without
 * their own work (someone else reviews it). Deciding on each is the feature's whose content
 * it is (posts, collaborations, profiles: their review-routes.ts). Anyone else is refused
 * (401 visitors, 403 members), before anything is read.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  reviewersOnly(app);

  app.get('/api/review', { schema: { response: { 200: reviewQueue } } }, async (request) => {
    const reviewer = currentUser(request);
    const [rows, waiting] = await Promise.all([listWaiting(app.db, reviewer, REVIEW_QUEUE_LIMIT), countWaiting(app.db, reviewer)]);
    return { entries: rows.map(presentReviewEntry), waiting };
  });

  app.get('/api/review/count', { schema: { response: { 200: reviewCount } } }, async (request) => ({ waiting: await countWaiting(app.db, currentUser(request)) }));
};
