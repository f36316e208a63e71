import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, sessionCookie, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { auditLog, verifications } from '../db/schema.js';
import { issuePasswordLink } from './password-link.js';

/**
 * A link made at the server's console (the first administrator's, a lost password's) on a site
 * that sends no mail: the person it names chooses their password with it, once, within a day.
 */
let app: App;
let addressCount = 0;
/** Each request from its own address, so the per-address limits stay out of the way. */
const nextAddress = () => `10.56.0.${++addressCount}`;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload, remoteAddress: nextAddress() });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('a password link made at the console', () => {
  it('lets the person choose their password, then signs them in with it and only it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/password-reset' })).json()).toEqual({ byMail: false });
    const admin = await createUser(app, { admin: true });
    const link = await issuePasswordLink(app.db, admin.id, TEST_ORIGIN, { welcome: true });
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=console[0-9a-f]{48}&welcome=1$`));

    const chosen = await post('/api/auth/reset-password', { token: tokenOf(link), newPassword: 'chosen-by-the-newcomer-1' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(sessionCookie(await post('/api/auth/sign-in/email', { email: admin.email, password: 'chosen-by-the-newcomer-1' }))).toBeTruthy();
    expect((await post('/api/auth/sign-in/email', { email: admin.email, password: admin.password })).statusCode).toBe(401);

    // The audit log says where the link came from: not a mail.
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.password_set_by_link'), eq(auditLog.targetId, admin.id)));
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'user' });

    // Once only.
    const again = await post('/api/auth/reset-password', { token: tokenOf(link), newPassword: 'someone-else-tries-it-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link has expired or was already used. Please ask for a new one.');
  });

  it('works for a day, not after, and a bad password keeps the link for the next try', async () => {
    const member = await createUser(app);
    const link = await issuePasswordLink(app.db, member.id, TEST_ORIGIN);
    const [row] = await app.db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${tokenOf(link)}`));
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const short = await post('/api/auth/reset-password', { token: tokenOf(link), newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ newPassword: 'The password must be at least 10 characters long.' });

    await app.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.id, row!.id));
    const late = await post('/api/auth/reset-password', { token: tokenOf(link), newPassword: 'too-late-for-this-3' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe('This link has expired or was already used. Please ask for a new one.');
    expect((await post('/api/auth/sign-in/email', { email: member.email, password: member.password })).statusCode).toBe(200);
  });

  it('is refused when made up, even with the console prefix', async () => {
    const forged = await post('/api/auth/reset-password', { token: `console${'ab'.repeat(24)}`, newPassword: 'forged-password-9999' });
    expect(forged.statusCode).toBe(400);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_set_by_link'))).toHaveLength(1);
  });
});
