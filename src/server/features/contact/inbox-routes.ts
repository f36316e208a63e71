import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageList } from '../../../shared/schemas/contact.js';
import { idParams } from '../../../shared/schemas/params.js';
import { pageQuery } from '../../../shared/schemas/posts.js';
import { notFound } from '../../core/errors.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { contactPolicy } from './policy.js';
import { presentContactMessage } from './presenter.js';
import { deleteContactMessage, listContactMessages, markContactMessageRead } from './queries.js';

const messageParams = idParams('message');
const ok = z.object({ ok: z.literal(true) });

/** The inbox, in the admin area's address space: admins read, mark read and delete messages (a deletion is audited). */
export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for those the policy lets manage the inbox, before their input is even
  // validated: anyone else is refused as such, whatever id or page they sent.
  app.addHook('preValidation', async (request) => {
    contactPolicy.authorize(currentUser(request), 'manageInbox');
  });

  app.get(
    '/api/admin/contact-messages',
    { schema: { querystring: pageQuery, response: { 200: contactMessageList } } },
    async (request) => {
      const { page } = request.query;
      const { rows, hasNext } = await listContactMessages(app.db, page);
      return { page, hasNext, messages: rows.map(presentContactMessage) };
    },
  );

  app.post('/api/admin/contact-messages/:id/read', { schema: { params: messageParams, response: { 200: ok } } }, async (request) => {
    if (!(await markContactMessageRead(app.db, request.params.id))) throw notFound('message');
    return { ok: true as const };
  });

  app.delete('/api/admin/contact-messages/:id', { schema: { params: messageParams } }, async (request, reply) => {
    const { id } = request.params;
    await app.change(request, async (tx, record) => {
      if (!(await deleteContactMessage(tx, id))) throw notFound('message');
      record({ type: 'contact_message.deleted', targetType: 'contact_message', targetId: id });
    });
    return reply.status(204).send();
  });
};
