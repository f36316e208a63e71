import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, sessionCookie, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

let app: App;
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // Small limits so the throttle can be reached in a test; its arithmetic has unit tests of its own.
  app = await buildTestApp({ throttleLimits: { windowMs: 60_000, perPair: 3, perClient: 100, accountSlowAfter: 100 } });
  member = await createUser(app, { name: 'Ann', surname: 'Smith' });
  admin = await createUser(app, { admin: true });
});
afterAll(() => app.close());

const signInRequest = (payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN }, payload: payload as object, remoteAddress });

describe('POST /api/auth/sign-in/email', () => {
  it('signs a member in with an httpOnly SameSite session cookie and answers who they are', async () => {
    const response = await signInRequest({ email: member.email, password: member.password });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'agora.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.json()).toEqual({
      user: { id: member.id, email: member.email, role: 'member', needsReview: false, guardian: false, name: 'Ann', surname: 'Smith', image: null },
      twoFactorRequired: false,
    });
  });

  it('never sends the session token in the body', async () => {
    const response = await signInRequest({ email: member.email, password: member.password });
    const token = response.cookies.find((c) => c.name === 'agora.session_token')?.value.split('.')[0];
    expect(token).toBeTruthy();
    expect(response.body).not.toContain(token);
  });

  it('accepts the email in any case', async () => {
    const response = await signInRequest({ email: member.email.toUpperCase(), password: member.password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with a human message and no cookie', async () => {
    const response = await signInRequest({ email: member.email, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'invalid_email_or_password', message: 'Invalid email or password' } });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses an unknown email with the same message as a wrong password', async () => {
    const response = await signInRequest({ email: 'nobody@school.test', password: 'whatever-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid email or password');
  });

  it('requires both fields, naming each, in words and by code', async () => {
    const response = await signInRequest({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please check the information you entered.',
        fields: { email: 'Please enter your email.', password: 'Please enter your password.' },
        issues: { email: { code: 'email_required' }, password: { code: 'password_required' } },
      },
    });
  });

  it('refuses a missing body and a body that is not JSON', async () => {
    const missing = await signInRequest({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ email: 'Please enter your email.', password: 'Please enter your password.' });

    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The request could not be read (it is not valid JSON).');
  });

  it('answers 429 with a clear message after repeated failures for one account from one address, even with the right password', async () => {
    const victim = await createUser(app);
    for (let i = 0; i < 3; i++) {
      expect((await signInRequest({ email: victim.email, password: 'wrong-password' })).statusCode).toBe(401);
    }
    const blocked = await signInRequest({ email: victim.email, password: victim.password });
    expect(blocked.statusCode).toBe(429);
    // The window (60 s) counts from the first failure, a moment ago.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The words say the wait the header gives: a whole minute, or the seconds left when the
    // failures themselves took a second or more (a busy machine).
    const wait = Number(blocked.headers['retry-after']);
    expect(blocked.json()).toEqual(
      wait === 60
        ? { error: { code: 'sign_in_wait_minutes', message: 'Too many failed sign-in attempts. Please wait 1 minute and try again.', values: { count: 1 } } }
        : { error: { code: 'sign_in_wait_seconds', message: `Too many failed sign-in attempts. Please wait ${wait} seconds and try again.`, values: { count: wait } } },
    );
    // Other accounts are not affected, nor is the owner at another address: failing on
    // purpose cannot lock the owner out.
    expect((await signInRequest({ email: admin.email, password: admin.password })).statusCode).toBe(200);
    expect((await signInRequest({ email: victim.email, password: victim.password }, '10.9.8.7')).statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in from a foreign origin (login CSRF)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      payload: { email: member.email, password: member.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBeTruthy();
    expect(response.cookies).toHaveLength(0);
  });
});

describe('GET /api/session', () => {
  it('answers null for a visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the signed-in user with their role', async () => {
    const cookie = await signIn(app, admin.email, admin.password);
    const response = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(response.json().user).toMatchObject({ id: admin.id, email: admin.email, role: 'admin' });
  });

  it('treats a forged session cookie as a visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'agora.session_token=forged.value' } });
    expect(response.json()).toEqual({ user: null });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session so the same cookie no longer signs anyone in', async () => {
    const cookie = await signIn(app, member.email, member.password);
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: TEST_ORIGIN }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(out.cookies.find((c) => c.name === 'agora.session_token')?.maxAge).toBe(0);

    const after = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });

  it('refuses a foreign origin carrying the session cookie (CSRF) and keeps the session', async () => {
    const cookie = await signIn(app, member.email, member.password);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(out.statusCode).toBe(403);
    const after = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.json().user).toMatchObject({ id: member.id });
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: TEST_ORIGIN }, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });
});

describe('the signed-in hint the page script reads', () => {
  const hintOf = (response: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[] }) => response.cookies.find((c) => c.name === 'agora_signed_in');

  it('is set, readable by scripts, beside the session cookie at sign-in', async () => {
    const response = await signInRequest({ email: member.email, password: member.password });
    expect(hintOf(response)).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: 60 * 60 * 24 * 7 });
    expect(hintOf(response)?.httpOnly).toBeFalsy();
  });

  it('is not set by a failed sign-in', async () => {
    const response = await signInRequest({ email: member.email, password: 'not-the-password' });
    expect(hintOf(response)).toBeUndefined();
  });

  it('is renewed by a member’s session read, and never sent to a visitor who has none', async () => {
    const cookie = await signIn(app, member.email, member.password);
    expect(hintOf(await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } }))).toMatchObject({ value: '1' });
    expect(hintOf(await app.inject({ method: 'GET', url: '/api/session' }))).toBeUndefined();
  });

  it('is dropped at sign-out, and by a session read once the session has gone', async () => {
    const cookie = await signIn(app, member.email, member.password);
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: TEST_ORIGIN }, payload: {} });
    expect(hintOf(out)).toMatchObject({ value: '', maxAge: 0 });
    // A browser that kept the hint (the session ended on another device, or expired).
    const stale = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `${cookie}; agora_signed_in=1` } });
    expect(stale.json()).toEqual({ user: null });
    expect(hintOf(stale)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('grants nothing: the hint alone is a visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'agora_signed_in=1' } });
    expect(response.json()).toEqual({ user: null });
    const guarded = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: 'agora_signed_in=1' } });
    expect(guarded.statusCode).toBe(401);
  });
});

describe('the cookies of a sign-in', () => {
  it('are each set once: the session, the trusted device and the hint', async () => {
    const response = await signInRequest({ email: member.email, password: member.password });
    const names = response.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(['agora.session_token', 'agora_device', 'agora_signed_in'].sort());
  });
});

describe('better-auth endpoints we do not expose', () => {
  it.each([
    ['POST', '/api/auth/sign-up/email'],
    ['GET', '/api/auth/get-session'],
    ['POST', '/api/auth/admin/create-user'],
  ])('%s %s is a JSON 404', async (method, url) => {
    const response = await app.inject({ method: method as 'GET' | 'POST', url, headers: { origin: TEST_ORIGIN }, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('no sign-up: a visitor cannot create an account', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'intruder@school.test', password: 'a-long-password-1', name: 'In Truder' },
    });
    const response = await signInRequest({ email: 'intruder@school.test', password: 'a-long-password-1' });
    expect(response.statusCode).toBe(401);
    expect(sessionCookieOrNull(response)).toBeNull();
  });
});

function sessionCookieOrNull(response: Parameters<typeof sessionCookie>[0]): string | null {
  try {
    return sessionCookie(response);
  } catch {
    return null;
  }
}
