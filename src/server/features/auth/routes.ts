import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponse, signInBody, signInResponse } from '../../../shared/schemas/auth.js';
import { callAuth } from '../../core/auth/bridge.js';
import { carriesHint, hintCookie } from '../../core/auth/signed-in-hint.js';
import { isErrorCode } from '../../../shared/error-messages.js';
import { AppError, unauthorized } from '../../core/errors.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { childrenOf } from '../../core/people/guardians.js';
import { presentSessionUser } from './presenter.js';
import { findSessionUserRow } from './queries.js';
import { deviceCookieFor, deviceCookieHeader, deviceCookieOf, trustedDevice } from './device-cookie.js';
import { DEFAULT_THROTTLE_LIMITS, SignInThrottle, signInWait, type ThrottleLimits } from './sign-in-throttle.js';

/** better-auth's error body, whatever the endpoint. */
const authError = z.object({ code: z.string().optional(), message: z.string().optional() });

/**
 * Turns a better-auth error answer into our error shape: its code when it is one of ours
 * (src/shared/texts/<language>/refusals.ts word those our routes can meet, in better-auth's English),
 * else 'auth_error' with better-auth's own words.
 */
export function rethrowAuthError(status: number, body: unknown): never {
  const parsed = authError.safeParse(body);
  const code = (parsed.success && parsed.data.code?.toLowerCase()) || '';
  if (isErrorCode(code)) throw new AppError(status, code);
  const message = parsed.success ? parsed.data.message : undefined;
  throw new AppError(status, 'auth_error', message ? { message } : {});
}

/**
 * Sign in, sign out and "who am I". Only these better-auth endpoints are reachable: each
 * is a route of ours, so validation, throttling, the error shape and what the browser
 * sees (never the session token) stay in our hands.
 */
export const authRoutes: FastifyPluginAsyncZod<{ throttleLimits?: Partial<ThrottleLimits>; secret: string; secureCookies: boolean }> = async (app, options) => {
  const throttle = new SignInThrottle(app.rateCounters, { ...DEFAULT_THROTTLE_LIMITS, ...options.throttleLimits });

  app.post(
    '/api/auth/sign-in/email',
    { config: { public: true }, schema: { body: signInBody, response: { 200: signInResponse } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const device = trustedDevice(options.secret, email, deviceCookieOf(request.headers.cookie));
      const wait = await throttle.admit(email, request.ip, device);
      if (wait > 0) throw signInWait(wait);
      const answer = await callAuth(app.auth, request, reply, { email, password, rememberMe: true });
      if (answer.status === 401) {
        await throttle.recordFailure(email, request.ip, device);
        await app.record(request, { type: 'auth.sign_in_failed', targetType: 'user', targetId: null, details: { email: email.trim().toLowerCase() } }, null);
      }
      if (answer.status >= 400) rethrowAuthError(answer.status, answer.body);
      await throttle.recordSuccess(email, request.ip);
      // This browser knows the password: from now on attackers elsewhere cannot slow it down.
      // (Fastify adds a Set-Cookie to those already set: better-auth's session cookie stays.)
      if (!device) reply.header('set-cookie', deviceCookieHeader(deviceCookieFor(options.secret, email), options.secureCookies));
      // With a second factor the password only opens the second step (a short-lived cookie
      // better-auth set); the session comes from POST /api/auth/two-factor/verify.
      if (z.object({ twoFactorRedirect: z.literal(true) }).safeParse(answer.body).success) {
        return { user: null, twoFactorRequired: true };
      }
      const userId = z.object({ user: z.object({ id: z.string() }) }).parse(answer.body).user.id;
      const row = await findSessionUserRow(app.db, userId);
      if (!row) throw unauthorized();
      await app.record(request, { type: 'auth.sign_in', targetType: 'user', targetId: userId }, userId);
      // No session was read for this request yet: its children are asked for as the session will read them.
      return { user: presentSessionUser(row, await childrenOf(app.db, userId)), twoFactorRequired: false };
    },
  );

  app.post('/api/auth/sign-out', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request, reply) => {
    currentUser(request);
    const answer = await callAuth(app.auth, request, reply, {});
    if (answer.status >= 400) rethrowAuthError(answer.status, answer.body);
    return { ok: true as const };
  });

  app.get('/api/session', { config: { public: true }, schema: { response: { 200: sessionResponse } } }, async (request, reply) => {
    // Per-user answer: no shared cache may keep it.
    reply.header('cache-control', 'private, no-store');
    const user = await request.getUser();
    const row = user ? await findSessionUserRow(app.db, user.id) : null;
    // The page script's hint, renewed for a member and dropped once the session has gone
    // (expired, or ended on another device).
    const signedIn = Boolean(row && user);
    if (signedIn || carriesHint(request.headers.cookie)) {
      reply.header('set-cookie', hintCookie(signedIn, options.secureCookies));
    }
    return { user: row && user ? presentSessionUser(row, user.childIds) : null };
  });
};
