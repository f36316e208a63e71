import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordBody, passwordResetAvailability, resetPasswordBody } from '../../../shared/schemas/auth.js';
import { callAuth } from '../../core/auth/bridge.js';
import { isConsoleToken } from '../../core/auth/password-link.js';
import { verifications } from '../../core/db/schema.js';
import { AppError, badRequest } from '../../core/errors.js';

const ok = z.object({ ok: z.literal(true) });

/** Requests for a reset link one client address may make: a person tries once or twice. */
const FORGOT_RATE = { max: 5, timeWindow: '15 minutes' };
/** Attempts at choosing the new password per address: the token has 144 bits, this is about noise. */
const RESET_RATE = { max: 10, timeWindow: '15 minutes' };
/** Mails one address may receive in an hour, whoever asks: nobody fills a member's inbox. */
const MAILS_PER_ACCOUNT_PER_HOUR = 3;

function mailNotSetUp(): AppError {
  return new AppError(409, 'mail_not_configured');
}

/**
 * "Forgot password?": a link by mail (better-auth's reset flow, our routes and words), when
 * the site can send mail (SMTP_URL); without it, the page says to ask an administrator.
 * The answer never tells whether an account uses the email.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ byMail: boolean }> = async (app, { byMail }) => {
  app.get('/api/auth/password-reset', { config: { public: true }, schema: { response: { 200: passwordResetAvailability } } }, async () => ({
    byMail,
  }));

  app.post(
    '/api/auth/forgot-password',
    { config: { public: true, rateLimit: FORGOT_RATE }, schema: { body: forgotPasswordBody, response: { 200: ok } } },
    async (request, reply) => {
      if (!byMail) throw mailNotSetUp();
      const { email } = request.body;
      const { count } = await app.rateCounters.hit(`reset-mail:${email}`, 60 * 60 * 1000);
      // Over the limit the answer stays the same: it must not tell whether the account exists.
      if (count > MAILS_PER_ACCOUNT_PER_HOUR) return { ok: true as const };
      // The mail speaks the language the reader asked in.
      const language = await app.languageOf(request);
      const answer = await callAuth(app.auth, request, reply, { email, redirectTo: '/reset-password' }, '/api/auth/request-password-reset', language);
      if (answer.status >= 400) throw new AppError(answer.status, 'reset_failed');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { public: true, rateLimit: RESET_RATE }, schema: { body: resetPasswordBody, response: { 200: ok } } },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      // Whose password this is, read before better-auth uses the token up (for the audit log).
      const [pending] = await app.db
        .select({ userId: verifications.value })
        .from(verifications)
        .where(eq(verifications.identifier, `reset-password:${token}`))
        .limit(1);
      const answer = await callAuth(app.auth, request, reply, { token, newPassword }, '/api/auth/reset-password');
      if (answer.status >= 400 || !pending) {
        throw badRequest('reset_link_expired', { token: 'link_expired' });
      }
      // A link made at the server's console (the first administrator's, or a lost password's) is not a mail's.
      const type = isConsoleToken(token) ? 'auth.password_set_by_link' : 'auth.password_reset_by_mail';
      await app.record(request, { type, targetType: 'user', targetId: pending.userId }, pending.userId);
      return { ok: true as const };
    },
  );
};
