import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../core/auth/auth-user.js';
import type { Auth } from '../core/auth/create-auth.js';
import { SessionCache, sessionTokens } from '../core/auth/session-cache.js';
import { hintCookie, sessionCookieChange } from '../core/auth/signed-in-hint.js';
import { unauthorized } from '../core/errors.js';
import { requestContext } from '../core/lib/request-context.js';
import type { Db } from '../core/db/client.js';
import { childrenOf } from '../core/people/guardians.js';
import { projectsReadByMany } from '../core/projects/readers.js';
import { toRole } from '../core/people/roles.js';


declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The sessions this instance has checked lately (auth/session-cache.ts). */
    sessionCache: SessionCache;
    /** Every API route with whether visitors may call it: the map the 401 tests walk. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user or null; asks the database at most once per request. */
    getUser(): Promise<AuthUser | null>;
    /** Set before the handler of every route that is not `public`. */
    user: AuthUser | null;
    userPromise: Promise<AuthUser | null> | undefined;
  }
  interface FastifyContextConfig {
    /** Visitors may call this route. Every other /api route answers 401 without a session. */
    public?: boolean;
  }
}

interface ApiRoute {
  method: string;
  url: string;
  public: boolean;
  /** The route's schemas (zod), for tests that send every route what it reads. */
  schema: { querystring?: unknown; body?: unknown } | undefined;
}

/** Changes a request to these may end or change sessions: this instance forgets its own at once. */
const SESSION_WRITES = /^\/api\/(auth|admin\/members)(\/|$)/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function lookUpUser(auth: Auth, db: Db, sessions: SessionCache, request: FastifyRequest): Promise<AuthUser | null> {
  const tokens = sessionTokens(request.headers.cookie);
  // better-auth reads nothing else (its cookie cache is off): without the cookie there is no session.
  if (!tokens) return null;
  const key = SessionCache.keyOf(tokens);
  const kept = sessions.get(key);
  if (kept) return kept;
  const mark = sessions.mark();
  const found = await requestContext.run({ requestId: request.id }, () => auth.api.getSession({ headers: fromNodeHeaders(request.headers) }));
  if (!found) return null;
  // A guardian's children and the projects read by, with the session: the rules of core/visibility need them.
  const [childIds, projects] = await Promise.all([childrenOf(db, found.user.id), projectsReadByMany(db, [found.user.id])]);
  const projectIds = projects.get(found.user.id) ?? [];
  const user: AuthUser = {
    id: found.user.id,
    email: found.user.email,
    role: toRole(found.user.role),
    needsReview: found.user.needsReview === true,
    childIds,
    projectIds,
  };
  sessions.keep(key, user, new Date(found.session.expiresAt).getTime(), mark);
  return user;
}

/**
 * Sessions for the API, secure by default: a route is protected unless its config says
 * `public: true`, so a forgotten flag fails closed (401), never open.
 */
export const authPlugin = fp<{ auth: Auth; secureCookies?: boolean }>(
  async (app, { auth, secureCookies = false }) => {
    app.decorate('auth', auth);
    const sessions = new SessionCache();
    app.decorate('sessionCache', sessions);
    // Once the app is ready, not while it is built: the server builds it while the embedded
    // database starts, and nothing is served before onReady.
    let stopFollowing = async () => {};
    app.addHook('onReady', async () => {
      stopFollowing = await sessions.follow(app.database);
    });
    app.addHook('onClose', async () => {
      await stopFollowing().catch(() => {});
    });
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
      const schema = route.schema as ApiRoute['schema'];
      for (const method of methods) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, public: isPublic, schema });
      // Only the API is guarded: pages and static files are public, the SPA guards its own routes.
      if (!isPublic) route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), guard] as typeof route.onRequest;
      // Signing out, revoking, a new password, a role, disabling: before the answer leaves,
      // this instance forgets every session it keeps (the others hear it from the database).
      // Rare writes, so forgetting everything costs little and needs no list of endpoints.
      if (SESSION_WRITES.test(route.url) && methods.some((method) => !READS.has(method))) {
        const forget = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
          if (!READS.has(request.method)) sessions.forgetAll();
          // The page script's hint (auth/signed-in-hint.ts) follows the session's cookie.
          // Fastify adds a Set-Cookie to those already set.
          const change = sessionCookieChange([reply.getHeader('set-cookie') ?? []].flat().map(String));
          if (change) reply.header('set-cookie', hintCookie(change === 'set', secureCookies));
          done(null, payload);
        };
        route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), forget] as typeof route.onSend;
      }
    });
    app.decorateRequest('user', null);
    app.decorateRequest('userPromise', undefined);
    app.decorateRequest('getUser', function (this: FastifyRequest) {
      this.userPromise ??= lookUpUser(auth, app.db, sessions, this);
      return this.userPromise;
    });
    // On request, before the body is parsed or the input validated: a visitor learns nothing
    // of a route but 401, and no body of theirs is ever parsed. Attached to each protected
    // route (onRoute above), so public reads never run it.
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await request.getUser();
      if (!user) throw unauthorized();
      request.user = user;
      // What a signed-in member reads (contact details, other members' names, drafts) is
      // theirs: no shared cache may keep it, whatever the route forgets to say.
      reply.header('cache-control', 'private, no-store');
    };
  },
  { name: 'agora-auth', dependencies: ['agora-db'] },
);
