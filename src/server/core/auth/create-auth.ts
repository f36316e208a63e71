// The minimal build leaves out Kysely (we use the Drizzle adapter), and importing the admin
// plugin alone skips loading every other plugin: together a third of the server's start-up.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { APIError } from '@better-auth/core/error';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants.js';
import type { Db } from '../db/client.js';
import { mayUseAgora } from '../people/consent.js';
import { generateBackupCodes } from './backup-codes.js';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema.js';

interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  /** Origins whose pages may call the auth endpoints (PUBLIC_URL's, or every loopback name without it). */
  siteOrigins?: string[];
  /**
   * Called when someone asks to reset a forgotten password for an existing account, with
   * the one-hour token the new password needs; unset, resetting by mail is off.
   */
  onPasswordResetRequested?: (request: { email: string; name: string; token: string }) => void;
  /** Where better-auth's own messages go, with what it passed along (often the error); the server passes its pino logger. */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...details: unknown[]) => void;
}

/** better-auth configured for Agora: email and password, database sessions, admin and member roles. */
export function createAuth({ db, secret, publicUrl, siteOrigins, onPasswordResetRequested, log }: AuthOptions) {
  return betterAuth({
    appName: 'Agora',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: siteOrigins ?? [new URL(publicUrl).origin],
    telemetry: { enabled: false },
    ...(log ? { logger: { log } } : {}),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    // Read with the session, so every policy knows a pupil: who needs review is set by
    // administrators only (input: false), and a change reaches every instance's session cache
    // by the users trigger (migration 0015).
    user: { additionalFields: { needsReview: { type: 'boolean', required: false, defaultValue: false, input: false } } },
    emailAndPassword: {
      enabled: true,
      // No public sign-up: admins create members.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      ...(onPasswordResetRequested
        ? {
            // Not awaited, so an existing account answers as fast as a missing one (no way to
            // learn who has an account from the timing); the mail goes out in the background.
            sendResetPassword: async ({ user, token }: { user: { email: string; name: string }; token: string }) => {
              onPasswordResetRequested({ email: user.email, name: user.name, token });
            },
          }
        : {}),
    },
    // Every session better-auth makes (a password, a second factor, an invitation accepted) is
    // refused to a pupil under 15 whose guardian has not consented: one place no way in walks round.
    databaseHooks: {
      session: {
        create: {
          before: async (session: { userId: string }) => {
            if (!(await mayUseAgora(db, session.userId))) {
              throw APIError.from('FORBIDDEN', { code: 'GUARDIAN_CONSENT_REQUIRED', message: 'A guardian must consent before this pupil signs in.' });
            }
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // better-auth's cookie cache outlives a sign-out or a revocation until it expires.
      // Sessions are kept instead by each instance in auth/session-cache.ts, which the
      // database tells of every change (decision 0020).
      cookieCache: { enabled: false },
    },
    // Sign-in failures are counted by our own throttle (features/auth/sign-in-throttle.ts),
    // which counts per account as well as per client; better-auth's counts only per client.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its origin (CSRF) checks when NODE_ENV is 'test'; we test what we run.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'agora',
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The bridge puts Fastify's idea of the client address here (it honours TRUST_PROXY).
      ipAddress: { ipAddressHeaders: ['x-agora-client-ip'] },
    },
    plugins: [
      admin({
        defaultRole: 'member',
        adminRoles: ['admin'],
        // A teacher is a member to better-auth: reviewing is Agora's own (people/roles.ts isReviewer).
        roles: { admin: adminAc, teacher: userAc, member: userAc },
        // A disabled account (banned, in better-auth's words) cannot sign in.
        bannedUserMessage: "This account is disabled. Please ask the programme's administrators for help.",
      }),
      // TOTP with backup codes stored encrypted (better-auth keeps them in plain text by
      // default) and written without look-alike characters (backup-codes.ts); after 10 wrong
      // codes the account's second step is locked for 15 minutes (better-auth's default).
      twoFactor({
        issuer: 'Agora',
        backupCodeOptions: { amount: 10, storeBackupCodes: 'encrypted', customBackupCodesGenerate: () => generateBackupCodes(10) },
      }),
    ],
  });
}

/** The configured better-auth instance. */
export type Auth = ReturnType<typeof createAuth>;
