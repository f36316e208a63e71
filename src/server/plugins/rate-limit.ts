import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../core/errors.js';
import { RateCounters } from '../core/limits/rate-counters.js';
import { postgresRateLimitStore } from '../core/limits/rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared counters of every limit (PostgreSQL): the rate limits here and the sign-in throttle. */
    rateCounters: RateCounters;
  }
}

/**
 * @fastify/rate-limit, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Counted in the database (limits/rate-limit-store.ts), so every instance shares one count
 * and a restart forgets nothing, and answered in our error shape with a message that says
 * how long to wait. `now` lets tests move time.
 */
export const rateLimitPlugin = fp<{ now?: () => number }>(
  async (app, { now }) => {
    const counters = new RateCounters(app.db, now);
    app.decorate('rateCounters', counters);
    await app.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(counters),
      errorResponseBuilder: (_request, context) => {
        const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
        return tooManyRequests('too_many_requests', { count: minutes }, Math.ceil(context.ttl / 1000));
      },
    });
  },
  { name: 'agora-rate-limit', dependencies: ['agora-db'] },
);

/**
 * The key of a limit counted per member rather than per address (pupils share a school's one):
 * for protected routes, with `hook: 'preHandler'` so that the session is known by then.
 */
export const perMember = (request: FastifyRequest) => `member:${request.user?.id ?? request.ip}`;
