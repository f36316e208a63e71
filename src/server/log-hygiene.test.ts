import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { buildTestApp, TEST_ORIGIN } from './test/build-app.js';
import { createUser } from './test/factories.js';
import { totpCode } from './test/totp.js';

/** Logs never hold passwords, session tokens, TOTP secrets, codes or backup codes. */
let app: App;
let log = '';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await buildTestApp({ logger: { level: 'trace', stream } });
});
afterAll(() => app.close());

describe('what the log holds', () => {
  it('no secret of a sign-in with a second factor, a failed sign-in or an error', async () => {
    const user = await createUser(app);
    const post = (url: string, payload: unknown, cookie = '') =>
      app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload: payload as object });
    const jar = (response: Awaited<ReturnType<typeof post>>, previous = '') =>
      [previous, ...response.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`)].filter(Boolean).join('; ');

    await post('/api/auth/sign-in/email', { email: user.email, password: 'a-wrong-password-9' });
    const signedIn = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    let cookie = jar(signedIn);
    const enrol = await post('/api/auth/two-factor/enable', { password: user.password }, cookie);
    cookie = jar(enrol, cookie);
    const { secret, backupCodes } = enrol.json();
    const firstCode = totpCode(secret);
    expect((await post('/api/auth/two-factor/confirm', { code: firstCode }, cookie)).statusCode).toBe(200);
    const again = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const verified = await post('/api/auth/two-factor/verify', { code: backupCodes[0], method: 'backup' }, jar(again));
    expect(verified.statusCode).toBe(200);
    await post('/api/auth/two-factor/verify', { code: '000000' }, jar(again));

    const tokens = [...signedIn.cookies, ...verified.cookies].map((c) => decodeURIComponent(c.value).split('.')[0]!).filter((t) => t.length > 10);
    expect(log.length).toBeGreaterThan(0);
    for (const secretText of [user.password, 'a-wrong-password-9', secret, firstCode, ...backupCodes, ...tokens]) {
      expect(log, `the log holds ${secretText}`).not.toContain(secretText);
    }
  });
});
