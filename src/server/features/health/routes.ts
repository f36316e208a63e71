import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';

/**
 * The longest a health check waits for the database: a load balancer asking every few
 * seconds must hear "unavailable" (503) within two seconds, however long the database
 * stays frozen; the next check after it recovers answers 200 again.
 */
const HEALTH_DB_TIMEOUT_MS = 1_200;

/** GET /api/health: 200 once the database answers, for load balancers and start scripts. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.database.ping(HEALTH_DB_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new AppError(503, 'unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
