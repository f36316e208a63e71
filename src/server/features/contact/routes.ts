import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInput, contactMessageList } from '../../../shared/schemas/contact.js';
import { pageQuery } from '../../../shared/schemas/posts.js';
import { audited } from '../../audit/audited.js';
import { notFound } from '../../errors.js';
import { uuidOrNotFound } from '../../lib/ids.js';
import { requireAdmin } from '../../plugins/auth.js';
import { presentContactMessage } from './presenter.js';
import { deleteContactMessage, insertContactMessage, listContactMessages, markContactMessageRead } from './queries.js';

/** Messages one client address may send in the window: enough for people, too few for a spammer. */
const CONTACT_RATE = { max: 5, timeWindow: '10 minutes' };

const idParams = z.object({ id: z.string().max(100) });
const ok = z.object({ ok: z.literal(true) });

/** The contact form: visitors write; admins read, mark read and delete (a deletion is audited). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { public: true, rateLimit: CONTACT_RATE },
      schema: { body: contactInput, response: { 201: ok } },
    },
    async (request, reply) => {
      await insertContactMessage(app.db, { ...request.body, ipAddress: request.ip });
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    { schema: { querystring: pageQuery, response: { 200: contactMessageList } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      const { page } = request.query;
      const { rows, hasNext } = await listContactMessages(app.db, page);
      return { page, hasNext, messages: rows.map(presentContactMessage) };
    },
  );

  app.post('/api/admin/contact-messages/:id/read', { schema: { params: idParams, response: { 200: ok } } }, async (request) => {
    requireAdmin(request);
    if (!(await markContactMessageRead(app.db, uuidOrNotFound(request.params.id, 'message')))) throw notFound('message');
    return { ok: true as const };
  });

  app.delete('/api/admin/contact-messages/:id', { schema: { params: idParams } }, async (request, reply) => {
    const admin = requireAdmin(request);
    const id = uuidOrNotFound(request.params.id, 'message');
    await audited(app.db, { actorId: admin.id, action: 'contact_message.deleted', targetType: 'contact_message', targetId: id, ipAddress: request.ip }, async (tx) => {
      if (!(await deleteContactMessage(tx, id))) throw notFound('message');
    });
    return reply.status(204).send();
  });
};
