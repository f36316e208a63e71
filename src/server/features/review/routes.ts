import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_QUEUE_LIMIT } from '../../../shared/constants.js';
import { reviewCount, reviewQueue } from '../../../shared/schemas/review.js';
import { reviewersOnly } from '../../review/decisions.js';
import { presentReviewEntry } from './presenter.js';
import { countWaiting, listWaiting } from './queries.js';

/**
 * The review queue (issue 17): teachers and administrators list what members who need review
 * wrote, oldest first, and how many wait (the hub's number). Deciding on each is the feature's
 * whose content it is (posts/review-routes.ts, collaborations/review-routes.ts). Anyone else is
 * refused (401 visitors, 403 members), before anything is read.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  reviewersOnly(app);

  app.get('/api/review', { schema: { response: { 200: reviewQueue } } }, async () => {
    const [rows, waiting] = await Promise.all([listWaiting(app.db, REVIEW_QUEUE_LIMIT), countWaiting(app.db)]);
    return { entries: rows.map(presentReviewEntry), waiting };
  });

  app.get('/api/review/count', { schema: { response: { 200: reviewCount } } }, async () => ({ waiting: await countWaiting(app.db) }));
};
