import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInput, contactMessageList } from '../../../shared/schemas/contact.js';
import { pageQuery } from '../../../shared/schemas/posts.js';
import { requireAdmin } from '../../plugins/auth.js';
import { insertContactMessage, listContactMessages } from './queries.js';

/** Messages one client address may send in the window: enough for people, too few for a spammer. */
const CONTACT_RATE = { max: 5, timeWindow: '10 minutes' };

/** The contact form: visitors write, admins read (the admin screen comes with the admin work). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { public: true, rateLimit: CONTACT_RATE },
      schema: { body: contactInput, response: { 201: z.object({ ok: z.literal(true) }) } },
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
      return {
        page,
        hasNext,
        messages: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
