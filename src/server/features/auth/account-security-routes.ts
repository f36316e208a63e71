import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  confirmFactorBody,
  enrolment,
  factorStatus,
  passwordBody,
  sessionResponse,
  twoFactorVerifyBody,
} from '../../../shared/schemas/auth.js';
import { normalizeBackupCode } from '../../core/auth/backup-codes.js';
import { callAuth } from '../../core/auth/bridge.js';
import { unauthorized } from '../../core/errors.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { childrenOf } from '../../core/people/guardians.js';
import { presentFactorStatus, presentSessionUser } from './presenter.js';
import { deleteSessionByToken, findFactorState, findSessionUserRow } from './queries.js';
import { rethrowAuthError } from './routes.js';
import { qrCodeSvg } from '../../core/lib/qr-code.js';

const ok = z.object({ ok: z.literal(true) });
/** Second-step attempts one client may make: a person mistypes a few times, a guesser needs thousands. */
const VERIFY_RATE = { max: 10, timeWindow: '5 minutes' };

/**
 * How long a used authenticator code is remembered: longer than the time it stays valid
 * (its 30 s step and the neighbouring steps better-auth accepts for clock drift).
 */
const USED_CODE_MEMORY_MS = 2 * 60 * 1000;

/** Marks `code` as used by `userId`; false when it already was, on any instance (shared counters). */
async function isFirstUseOfCode(app: FastifyInstance, userId: string, code: string): Promise<boolean> {
  const { count } = await app.rateCounters.hit(`totp-used:${userId}:${code}`, USED_CODE_MEMORY_MS);
  return count === 1;
}

/** The session cookie better-auth sets (with the __Secure- prefix on https). */
const SESSION_COOKIE = /^((?:__Secure-)?agora\.session_token)=([^;]*)/;

/** Deletes the session whose cookie this reply is about to set, and tells the browser to forget it instead. */
async function endSessionJustMade(app: FastifyInstance, reply: FastifyReply): Promise<void> {
  const cookies = [reply.getHeader('set-cookie') ?? []].flat().map(String);
  const match = cookies.map((cookie) => SESSION_COOKIE.exec(cookie)).find((found) => found !== null);
  if (!match) return;
  const [, name, value] = match;
  // The cookie holds the token and its signature: `<token>.<signature>`.
  await deleteSessionByToken(app.db, decodeURIComponent(value!).split('.')[0]!);
  const secure = name!.startsWith('__Secure-') ? '; Secure' : '';
  // Fastify adds Set-Cookie headers up: drop better-auth's before sending the one that forgets.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}
const ISSUER = 'Agora';

/**
 * The Security section: the TOTP second factor (enrol with a QR code, confirm with a first
 * code, disable with the password), the second step of signing in, signing out everywhere
 * and changing the password. better-auth does the cryptography; these routes choose what
 * is exposed and keep our error shape.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/auth/two-factor', { schema: { response: { 200: factorStatus } } }, async (request) => {
    const user = currentUser(request);
    return presentFactorStatus(await findFactorState(app.db, user.id), ISSUER);
  });

  app.post('/api/auth/two-factor/enable', { schema: { body: passwordBody, response: { 200: enrolment } } }, async (request, reply) => {
    currentUser(request);
    const answer = await callAuth(app.auth, request, reply, { password: request.body.password, issuer: ISSUER }, '/api/auth/two-factor/enable');
    if (answer.status >= 400) rethrowAuthError(answer.status, answer.body);
    const { totpURI, backupCodes } = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }).parse(answer.body);
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    const qrSvg = await qrCodeSvg(totpURI);
    return { totpURI, secret, qrSvg, backupCodes };
  });

  app.post('/api/auth/two-factor/confirm', { schema: { body: confirmFactorBody, response: { 200: ok } } }, async (request, reply) => {
    const user = currentUser(request);
    const answer = await callAuth(app.auth, request, reply, { code: request.body.code }, '/api/auth/two-factor/verify-totp');
    if (answer.status >= 400) rethrowAuthError(answer.status, answer.body);
    // The code that proved the app has the key is spent: seen over a shoulder while it was
    // typed, it must not also sign in during the minute it stays valid.
    await isFirstUseOfCode(app, user.id, request.body.code);
    return { ok: true as const };
  });

  app.post('/api/auth/two-factor/disable', { schema: { body: passwordBody, response: { 200: ok } } }, async (request, reply) => {
    currentUser(request);
    const answer = await callAuth(app.auth, request, reply, { password: request.body.password }, '/api/auth/two-factor/disable');
    if (answer.status >= 400) rethrowAuthError(answer.status, answer.body);
    return { ok: true as const };
  });

  app.post(
    '/api/auth/two-factor/verify',
    { config: { public: true, rateLimit: VERIFY_RATE }, schema: { body: twoFactorVerifyBody, response: { 200: sessionResponse } } },
    async (request, reply) => {
      const { code, method } = request.body;
      const path = method === 'backup' ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp';
      const answer = await callAuth(app.auth, request, reply, { code: method === 'backup' ? normalizeBackupCode(code) : code }, path);
      // better-auth's words for a missing or expired first step are not for people.
      if (answer.status >= 400 && /two.?factor.?cookie/i.test(JSON.stringify(answer.body))) {
        throw unauthorized('sign_in_step_expired');
      }
      if (answer.status >= 400) rethrowAuthError(answer.status, answer.body);
      const userId = z.object({ user: z.object({ id: z.string() }) }).parse(answer.body).user.id;
      if (method !== 'backup' && !(await isFirstUseOfCode(app, userId, code))) {
        // Someone who saw the code being typed tries it again while it is still valid: the
        // session better-auth has just made for them is ended before they can use it.
        await endSessionJustMade(app, reply);
        throw unauthorized('code_already_used');
      }
      const row = await findSessionUserRow(app.db, userId);
      if (!row) throw unauthorized();
      await app.record(request, { type: 'auth.sign_in', targetType: 'user', targetId: userId, details: { secondFactor: method } }, userId);
      return { user: presentSessionUser(row, await childrenOf(app.db, userId)) };
    },
  );

  app.post('/api/auth/sign-out-everywhere', { schema: { response: { 200: ok } } }, async (request, reply) => {
    currentUser(request);
    const others = await callAuth(app.auth, request, reply, {}, '/api/auth/revoke-other-sessions');
    if (others.status >= 400) rethrowAuthError(others.status, others.body);
    const current = await callAuth(app.auth, request, reply, {}, '/api/auth/sign-out');
    if (current.status >= 400) rethrowAuthError(current.status, current.body);
    return { ok: true as const };
  });

  app.post('/api/auth/change-password', { schema: { body: changePasswordBody, response: { 200: ok } } }, async (request, reply) => {
    currentUser(request);
    const { currentPassword, newPassword } = request.body;
    // Every other session ends: whoever knew the old password is signed out.
    const answer = await callAuth(app.auth, request, reply, { currentPassword, newPassword, revokeOtherSessions: true }, '/api/auth/change-password');
    if (answer.status >= 400) rethrowAuthError(answer.status, answer.body);
    return { ok: true as const };
  });
};
