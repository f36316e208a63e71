import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../errors.js';

/**
 * @fastify/rate-limit, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Counted per client address in memory (one server process), and answered in our error
 * shape with a message that says how long to wait.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
        return tooManyRequests(
          `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          Math.ceil(context.ttl / 1000),
        );
      },
    });
  },
  { name: 'agora-rate-limit' },
);
