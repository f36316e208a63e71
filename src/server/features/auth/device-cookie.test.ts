import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { DEVICE_COOKIE } from './device-cookie.js';

/**
 * Attackers on several addresses hammer one account (the administrator's, say) until it is in
 * the slow lane; its owner, on a browser they signed in from before, still gets in every time.
 */
let app: App;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  // Small limits so the slow lane is reached in a test: four failures from anywhere slow the account.
  app = await buildTestApp({ throttleLimits: { windowMs: 60_000, perPair: 3, perClient: 100, accountSlowAfter: 4, slowLaneMs: 60_000 } });
  owner = await createUser(app, { admin: true });
  other = await createUser(app);
});
afterAll(() => app.close());

const signIn = (who: { email: string; password: string }, remoteAddress: string, device?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    payload: who,
    remoteAddress,
  });

const deviceOf = (response: Awaited<ReturnType<typeof signIn>>) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

describe('the device cookie', () => {
  let device: string;

  it('is given at a sign-in with the right password: kept a year, for the sign-in route only, out of the page’s reach', async () => {
    const first = await signIn(owner, '10.30.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceOf(first);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/sign-in', maxAge: 365 * 24 * 60 * 60 });
    device = cookie!.value;
    // A wrong password earns none.
    expect(deviceOf(await signIn({ email: other.email, password: 'not-the-password-1' }, '10.30.0.2'))).toBeUndefined();
  });

  it('lets the owner in, time after time, while attackers on four addresses keep the account in the slow lane', async () => {
    const attackers = ['10.31.0.1', '10.31.0.2', '10.31.0.3', '10.31.0.4'];
    for (const address of attackers) {
      for (let i = 0; i < 2; i++) expect([401, 429]).toContain((await signIn({ email: owner.email, password: `guess-${address}-${i}` }, address)).statusCode);
    }
    // The account is slowed: a browser without the cookie, even with the right password, waits its turn.
    const stranger = await signIn(owner, '10.32.0.1');
    const strangerAgain = await signIn(owner, '10.32.0.2');
    expect([stranger.statusCode, strangerAgain.statusCode]).toContain(429);

    for (let round = 0; round < 5; round++) {
      // The attackers keep going between the owner's tries…
      await signIn({ email: owner.email, password: `more-guesses-${round}` }, attackers[round % attackers.length]!);
      // …and the owner, from their usual browser on an address of its own, gets in every time.
      const mine = await signIn(owner, `10.33.0.${round + 1}`, device);
      expect(mine.statusCode, mine.body).toBe(200);
    }
  });

  it('does not open the way for another account, nor when forged', async () => {
    const made = deviceOf(await signIn(other, '10.34.0.1'))!.value;
    for (let i = 0; i < 4; i++) await signIn({ email: other.email, password: `guess-${i}` }, `10.35.0.${i + 1}`);
    // The owner's cookie says nothing about this account; a made-up one says nothing at all.
    const [withOwners, forged] = [await signIn(other, '10.36.0.1', device), await signIn(other, '10.36.0.2', `${'A'.repeat(22)}.${'B'.repeat(43)}`)];
    expect([withOwners.statusCode, forged.statusCode]).toContain(429);
    expect((await signIn(other, '10.36.0.3', made)).statusCode).toBe(200);
  });

  it('is trusted no more after its own few failures: a stolen laptop guessing does not get round the throttle', async () => {
    const pupil = await createUser(app);
    const laptop = deviceOf(await signIn(pupil, '10.37.0.1'))!.value;
    for (let i = 0; i < 3; i++) expect((await signIn({ email: pupil.email, password: `laptop-guess-${i}` }, '10.37.0.1', laptop)).statusCode).toBe(401);
    // Its three failures spent the pair's budget too: from another address, the laptop is one more stranger.
    for (let i = 0; i < 2; i++) await signIn({ email: pupil.email, password: `elsewhere-${i}` }, `10.37.1.${i + 1}`);
    const after = [await signIn(pupil, '10.37.0.2', laptop), await signIn(pupil, '10.37.0.3', laptop)];
    expect(after.map((response) => response.statusCode)).toContain(429);
  });
});
