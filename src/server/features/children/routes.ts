import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHILD_WORK_PAGE_SIZE } from '../../../shared/constants.js';
import { childrenResponse } from '../../../shared/schemas/children.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { presentChildren } from './presenter.js';
import { findChildren, listChildWork } from './queries.js';

/**
 * A guardian's children and their work in every state (decision 0037). Every member may ask: who
 * is no one's guardian has no children (the session's `childIds`, which every rule a guardian
 * reads by asks too), so nobody needs refusing; a visitor is refused by the auth plugin.
 */
export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/children', { schema: { response: { 200: childrenResponse } } }, async (request) => {
    const user = currentUser(request);
    const [children, work] = await Promise.all([findChildren(app.db, user.childIds), listChildWork(app.db, user, CHILD_WORK_PAGE_SIZE + 1)]);
    return { children: presentChildren(children, work, CHILD_WORK_PAGE_SIZE) };
  });
};
