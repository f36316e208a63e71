import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { sessions } from '../../core/db/schema.js';
import { buildTestApp, sessionCookie, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { totpCode, totpCounter } from '../../test/totp.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload: payload as object });

/** Cookies of a response merged into a Cookie header (the two-factor step sets its own). */
function cookiesOf(response: Awaited<ReturnType<typeof post>>, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((c) => [c.split('=')[0]!, c] as const));
  for (const c of response.cookies) {
    if (c.maxAge === 0 || c.value === '') jar.delete(c.name);
    else jar.set(c.name, `${c.name}=${c.value}`);
  }
  return [...jar.values()].join('; ');
}

/** A member with a confirmed factor; returns their secret and backup codes. */
async function enrolled(): Promise<{ user: TestUser; secret: string; backupCodes: string[] }> {
  const user = await createUser(app);
  const cookie = await signIn(app, user.email, user.password);
  const enrol = await post('/api/auth/two-factor/enable', { password: user.password }, cookie);
  expect(enrol.statusCode).toBe(200);
  const { secret, backupCodes } = enrol.json();
  // Confirmed with the code of the step before (accepted for clock drift): the one of now,
  // which the tests sign in with, stays unspent (the confirming code is spent: see below).
  const confirm = await post('/api/auth/two-factor/confirm', { code: totpCode(secret, totpCounter() - 1) }, cookiesOf(enrol, cookie));
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { user, secret, backupCodes };
}

describe('enrolling a second factor', () => {
  it('needs the password, shows a QR code, the secret and backup codes, and is listed once confirmed', async () => {
    const user = await createUser(app);
    const cookie = await signIn(app, user.email, user.password);
    const wrong = await post('/api/auth/two-factor/enable', { password: 'not-my-password' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Invalid password');

    const enrol = await post('/api/auth/two-factor/enable', { password: user.password }, cookie);
    const body = enrol.json();
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Agora:.+\?secret=[A-Z2-7]+.*issuer=Agora/);
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.qrSvg).toContain('<svg');
    expect(body.backupCodes).toHaveLength(10);
    // Nothing anyone could misread: no 0/o, 1/l/i, no capitals.
    for (const code of body.backupCodes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);

    // Not listed until a first code proves the app has it.
    const before = await app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: { cookie } });
    expect(before.json()).toEqual({ factor: null });
    const badCode = await post('/api/auth/two-factor/confirm', { code: '000000' }, cookiesOf(enrol, cookie));
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json().error.message).toBeTruthy();

    const confirm = await post('/api/auth/two-factor/confirm', { code: totpCode(body.secret) }, cookiesOf(enrol, cookie));
    expect(confirm.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: { cookie: cookiesOf(confirm, cookiesOf(enrol, cookie)) } });
    expect(after.json()).toEqual({ factor: { friendlyName: 'Authenticator app', factorType: 'totp', status: 'verified', issuer: 'Agora' } });
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, and only the code gives a session', async () => {
    const { user, secret } = await enrolled();
    const first = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user: null, twoFactorRequired: true });
    const pending = cookiesOf(first);
    expect(pending).not.toContain('agora.session_token=');
    // The half-signed-in visitor is still a visitor.
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: pending } })).json()).toEqual({ user: null });

    const wrong = await post('/api/auth/two-factor/verify', { code: '123456' }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid code');

    const verified = await post('/api/auth/two-factor/verify', { code: totpCode(secret) }, pending);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ id: user.id });
    const session = sessionCookie(verified);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: session } })).json().user.id).toBe(user.id);
  });

  it('refuses an authenticator code used once already, and the session it would have opened does not work', async () => {
    const { user, secret } = await enrolled();
    const code = totpCode(secret);
    const first = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const used = await post('/api/auth/two-factor/verify', { code }, cookiesOf(first));
    expect(used.statusCode, used.body).toBe(200);

    const again = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const replayed = await post('/api/auth/two-factor/verify', { code }, cookiesOf(again));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.message).toBe('This code has already been used. Please wait for the next one and enter it.');
    // Whatever cookie the refused attempt carried opens nothing.
    const leftover = replayed.cookies.find((c) => c.name === 'agora.session_token');
    expect(leftover?.value ?? '').toBe('');
    const sessionsOfUser = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(sessionsOfUser).toHaveLength(2);
  });

  it('refuses the code that confirmed the enrolment: seen as it was typed, it signs no one in', async () => {
    const user = await createUser(app);
    const cookie = await signIn(app, user.email, user.password);
    const enrol = await post('/api/auth/two-factor/enable', { password: user.password }, cookie);
    const { secret } = enrol.json();
    const code = totpCode(secret);
    expect((await post('/api/auth/two-factor/confirm', { code }, cookiesOf(enrol, cookie))).statusCode).toBe(200);

    const first = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const replayed = await post('/api/auth/two-factor/verify', { code }, cookiesOf(first));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.message).toBe('This code has already been used. Please wait for the next one and enter it.');
    expect(replayed.cookies.find((c) => c.name === 'agora.session_token')?.value ?? '').toBe('');
  });

  it('accepts a backup code typed in capitals, as people copy it from paper', async () => {
    const { user, backupCodes } = await enrolled();
    const first = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const verified = await post('/api/auth/two-factor/verify', { code: ` ${backupCodes[1]!.toUpperCase()} `, method: 'backup' }, cookiesOf(first));
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('accepts a backup code once', async () => {
    const { user, backupCodes } = await enrolled();
    const first = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const verified = await post('/api/auth/two-factor/verify', { code: backupCodes[0], method: 'backup' }, cookiesOf(first));
    expect(verified.statusCode, verified.body).toBe(200);
    const again = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const reused = await post('/api/auth/two-factor/verify', { code: backupCodes[0], method: 'backup' }, cookiesOf(again));
    expect(reused.statusCode).toBe(401);
  });

  it('refuses a code without the password step first, in words people understand', async () => {
    const response = await post('/api/auth/two-factor/verify', { code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('This sign-in step has expired. Please start again with your password.');
  });

  it('disabling needs the password and brings back password-only sign-in', async () => {
    const { user, secret } = await enrolled();
    const first = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const verified = await post('/api/auth/two-factor/verify', { code: totpCode(secret) }, cookiesOf(first));
    const session = cookiesOf(verified, cookiesOf(first));

    const wrong = await post('/api/auth/two-factor/disable', { password: 'not-my-password' }, session);
    expect(wrong.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: { cookie: session } })).json().factor).not.toBeNull();

    const disabled = await post('/api/auth/two-factor/disable', { password: user.password }, session);
    expect(disabled.statusCode, disabled.body).toBe(200);
    const again = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(again.json()).toMatchObject({ user: { id: user.id }, twoFactorRequired: false });
  });

  it('enrolling, confirming and disabling are for signed-in members only', async () => {
    for (const url of ['/api/auth/two-factor/enable', '/api/auth/two-factor/confirm', '/api/auth/two-factor/disable']) {
      expect((await post(url, { password: 'x', code: '1' })).statusCode, url).toBe(401);
    }
  });
});

describe('sessions', () => {
  it('sign out everywhere ends every session of the member', async () => {
    const user = await createUser(app);
    const phone = await signIn(app, user.email, user.password);
    const laptop = await signIn(app, user.email, user.password);
    const response = await post('/api/auth/sign-out-everywhere', {}, laptop);
    expect(response.statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json()).toEqual({ user: null });
    }
  });

  it('changing the password needs the current one and ends the other sessions', async () => {
    const user = await createUser(app);
    const phone = await signIn(app, user.email, user.password);
    const laptop = await signIn(app, user.email, user.password);
    const wrong = await post('/api/auth/change-password', { currentPassword: 'nope', newPassword: 'a-brand-new-password-2' }, laptop);
    expect(wrong.statusCode).toBe(400);
    const weak = await post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'short' }, laptop);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ newPassword: 'The password must be at least 10 characters long.' });

    const changed = await post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'a-brand-new-password-2' }, laptop);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: phone } })).json()).toEqual({ user: null });
    await expect(signIn(app, user.email, 'a-brand-new-password-2')).resolves.toContain('agora.session_token=');
  });
});
