import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInput } from '../../../shared/schemas/contact.js';
import { contactInboxRoutes } from './inbox-routes.js';
import { insertContactMessage } from './queries.js';

/**
 * Messages one client address may send in the window: enough for people, too few for a
 * spammer. Counted once the body has passed validation (preHandler, not onRequest): a parent
 * whose form came back for a typo has not used up a message, and a refused body stores
 * nothing and sends no mail, so it costs the site next to nothing.
 */
const CONTACT_RATE = { max: 5, timeWindow: '10 minutes', hook: 'preHandler' as const };

/** The contact form: visitors write to the programme; admins read the messages in the inbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactInboxRoutes);

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
};
