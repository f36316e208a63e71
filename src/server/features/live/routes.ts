import type { OutgoingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveQuery } from '../../../shared/schemas/live.js';
import { notFound } from '../../core/errors.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { perMember } from '../../plugins/rate-limit.js';
import { LIVE_LIMITS, LiveHub, type LiveLimits } from './live-hub.js';
import { readablePostIds, visibleCollaborationIds } from './queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live streams open on this instance (features/live). */
    liveHub: LiveHub;
  }
}

/**
 * A member's page opens a stream when it shows something live, and again after every
 * navigation that changes what it shows: a minute of brisk reading is far below this, a
 * script reopening in a loop is stopped. Counted per member, since a school's pupils may
 * share one address, in PostgreSQL like every limit.
 */
const LIVE_RATE = {
  max: 120,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: perMember,
};

/**
 * Live pages: `GET /api/live` is a Server-Sent Events stream of what changed on the board, in
 * the collaborations it names, and in the member's notifications; the page asks the API again
 * for each. For members only (the route's guard), and only for collaborations the member may
 * open (404 as for the page itself otherwise). Every instance hears every change through
 * PostgreSQL (live-hub.ts), so the stream may be open on any of them.
 */
export const liveRoutes = fp<{ limits?: Partial<LiveLimits> | undefined; accessLog: boolean }>(
  async (root, { limits, accessLog }) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const hub = new LiveHub(
      app.database,
      { ...LIVE_LIMITS, ...limits },
      // What the news changed (a thread, the boards) the public cache has forgotten before the hub
      // hears of it: it listens from the start, and each notification reaches its listeners in the
      // order they began (plugins/public-cache.ts).
      (message, error) => app.log.warn({ err: error }, message),
    );
    app.decorate('liveHub', hub);
    // Before the server waits for its connections to end: an open stream never ends by itself.
    app.addHook('preClose', () => hub.close());

    app.get('/api/live', { config: { rateLimit: LIVE_RATE }, schema: { querystring: liveQuery } }, async (request, reply) => {
      const user = currentUser(request);
      const { board, collaborations, posts } = request.query.topics;
      const visible = await visibleCollaborationIds(app.db, collaborations, user);
      if (collaborations.some((id) => !visible.has(id))) throw notFound('collaboration');
      // A post's comments are followed by those who may read it, by its page's rule.
      const readable = await readablePostIds(app.db, posts, user);
      if (posts.some((id) => !readable.has(id))) throw notFound('post');
      // From here the answer is the stream, written by the hub, not by Fastify, whose
      // access-log line (plugins/request-log.ts) is then written here when it ends.
      reply.hijack();
      if (accessLog) {
        request.raw.once('close', () => {
          request.log.info({ method: 'GET', path: '/api/live', status: 200, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
        });
      }
      await hub.open({
        memberId: user.id,
        topics: { board, collaborations: new Set(collaborations), posts: new Set(posts) },
        request: request.raw,
        response: reply.raw,
        resumed: request.headers['last-event-id'] !== undefined,
        headers: reply.getHeaders() as OutgoingHttpHeaders,
      });
    });
  },
  // A plugin without its own scope, so that the app (and its tests) can reach the hub.
  { name: 'agora-live', dependencies: ['agora-auth', 'agora-rate-limit'] },
);
