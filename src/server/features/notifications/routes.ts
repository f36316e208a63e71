import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_PAGE_SIZE } from '../../../shared/constants.js';
import {
  notificationListQuery,
  notificationPage,
  notificationSettings,
  notificationSettingsInput,
  unreadCount,
} from '../../../shared/schemas/notifications.js';
import { idParams } from '../../../shared/schemas/params.js';
import { notFound } from '../../core/errors.js';
import { publishNotificationChange } from '../../core/events/live-news.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { presentNotification } from './presenter.js';
import { countUnread, findDigestChoice, listNotifications, markAllRead, markRead, setDigestChoice } from './queries.js';

const notificationParams = idParams('notification');

/**
 * A member's notifications: each member reads and marks only their own (another's id is not
 * found, as if it did not exist), and chooses whether a daily email brings the unread ones.
 * Written by the changes they tell of (src/server/core/events/notify.ts).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ canEmail: boolean }> = async (app, { canEmail }) => {
  app.get('/api/notifications', { schema: { querystring: notificationListQuery, response: { 200: notificationPage } } }, async (request, reply) => {
    const user = currentUser(request);
    const [rows, unread] = await Promise.all([
      listNotifications(app.db, user, { limit: NOTIFICATION_PAGE_SIZE + 1, before: request.query.before }),
      countUnread(app.db, user),
    ]);
    const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
    reply.header('cache-control', 'private, no-store');
    return { notifications: page.map(presentNotification), unread, nextBefore: rows.length > NOTIFICATION_PAGE_SIZE ? page.at(-1)!.id : null };
  });

  app.get('/api/notifications/unread', { schema: { response: { 200: unreadCount } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { unread: await countUnread(app.db, currentUser(request)) };
  });

  app.post('/api/notifications/:id/read', { schema: { params: notificationParams } }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = request.params;
    // The member's other tabs and devices count it read at once.
    await app.db.transaction(async (tx) => {
      if (!(await markRead(tx, user.id, id))) throw notFound('notification');
      await publishNotificationChange(tx, [user.id]);
    });
    return reply.status(204).send();
  });

  app.post('/api/notifications/read-all', async (request, reply) => {
    const user = currentUser(request);
    await app.db.transaction(async (tx) => {
      await markAllRead(tx, user.id);
      await publishNotificationChange(tx, [user.id]);
    });
    return reply.status(204).send();
  });

  app.get('/api/notifications/settings', { schema: { response: { 200: notificationSettings } } }, async (request) => ({
    digest: await findDigestChoice(app.db, currentUser(request).id),
    canEmail,
  }));

  app.put(
    '/api/notifications/settings',
    { schema: { body: notificationSettingsInput, response: { 200: notificationSettings } } },
    async (request) => {
      const user = currentUser(request);
      await setDigestChoice(app.db, user.id, request.body.digest);
      return { digest: request.body.digest, canEmail };
    },
  );
};
