import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';

/** GET /api/health: 200 once the database answers, for load balancers and start scripts. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new AppError(503, 'unavailable', 'The database is not answering.');
      }
      return { status: 'ok' as const };
    },
  );
};
