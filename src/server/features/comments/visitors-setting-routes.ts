import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentsForVisitorsSetting } from '../../../shared/schemas/comments.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { commentsShownToVisitors, setCommentsShownToVisitors } from '../../core/comments/visitors-setting.js';
import { commentPolicy } from './policy.js';

/**
 * Whether visitors read the comments under posts for everyone (decision 0046), an administrator's
 * setting on Settings, off by default. A change is audited, and every instance forgets the posts'
 * cached answers and pages, which say whether a visitor reads their comments (its event's cache
 * reaction).
 */
export const commentsForVisitorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    commentPolicy.authorize(currentUser(request), 'showToVisitors');
  });

  app.get('/api/admin/comments-for-visitors', { schema: { response: { 200: commentsForVisitorsSetting } } }, async () => ({ on: await commentsShownToVisitors(app.db) }));

  app.put('/api/admin/comments-for-visitors', { schema: { body: commentsForVisitorsSetting, response: { 200: commentsForVisitorsSetting } } }, async (request) => {
    const { on } = request.body;
    await app.change(request, async (tx, record) => {
      await setCommentsShownToVisitors(tx, on);
      record({ type: 'site.comments_for_visitors_changed', targetType: 'site', targetId: null, details: { on } });
    });
    return { on };
  });
};
