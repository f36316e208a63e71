import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../core/db/client.js';
import { RateCounters } from '../../core/limits/rate-counters.js';
import { openTestDatabase } from '../../test/test-database.js';
import { SignInThrottle, signInWait } from './sign-in-throttle.js';

/** The throttle on real counters in the database, with a clock the tests move. */
let database: Database;
let close: () => Promise<void>;
const clock = { now: 1_000_000_000 };
let counters: RateCounters;

beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
  counters = new RateCounters(database.db, () => clock.now);
});
afterAll(() => close());

const limits = { windowMs: 60_000, perPair: 3, perClient: 5, accountSlowAfter: 6, slowLaneMs: 10_000 };
let n = 0;
/** A fresh account name per test, so tests do not share counts. */
const account = () => `user${++n}@School.org`;

describe('SignInThrottle', () => {
  it('refuses one address on one account after its failures, telling how long to wait', async () => {
    const throttle = new SignInThrottle(counters, limits);
    const email = account();
    for (let i = 0; i < 2; i++) await throttle.recordFailure(email, '10.0.0.1');
    expect(await throttle.admit(email.toLowerCase(), '10.0.0.1')).toBe(0);
    await throttle.recordFailure(email, '10.0.0.1');
    expect(await throttle.admit(email.toUpperCase(), '10.0.0.1')).toBe(60);
  });

  it('does not refuse the same account from another address (nobody can lock the owner out)', async () => {
    const throttle = new SignInThrottle(counters, limits);
    const email = account();
    for (let i = 0; i < 3; i++) await throttle.recordFailure(email, '10.0.1.1');
    expect(await throttle.admit(email, '10.0.1.2')).toBe(0);
  });

  it('limits one address across many accounts', async () => {
    const throttle = new SignInThrottle(counters, limits);
    for (let i = 0; i < 5; i++) await throttle.recordFailure(account(), '10.0.2.9');
    expect(await throttle.admit(account(), '10.0.2.9')).toBe(60);
    expect(await throttle.admit(account(), '10.0.2.10')).toBe(0);
  });

  it('slows an account attacked from many addresses to one attempt per slow-lane interval, without locking it', async () => {
    const throttle = new SignInThrottle(counters, limits);
    const email = account();
    for (let i = 0; i < 6; i++) await throttle.recordFailure(email, `10.0.3.${i}`);
    expect(await throttle.admit(email, '10.0.3.100')).toBe(0);
    // The next attempt, from anywhere (the owner too), waits for the account's next turn.
    expect(await throttle.admit(email, '10.0.3.101')).toBe(10);
    clock.now += 10_000;
    expect(await throttle.admit(email, '10.0.3.101')).toBe(0);
  });

  it('forgets failures once their window has passed', async () => {
    const throttle = new SignInThrottle(counters, limits);
    const email = account();
    for (let i = 0; i < 3; i++) await throttle.recordFailure(email, '10.0.4.1');
    clock.now += 30_000;
    expect(await throttle.admit(email, '10.0.4.1')).toBe(30);
    clock.now += 30_001;
    expect(await throttle.admit(email, '10.0.4.1')).toBe(0);
  });

  it("clears a pair's failures after the right password, but keeps counting the address", async () => {
    const throttle = new SignInThrottle(counters, limits);
    const email = account();
    for (let i = 0; i < 2; i++) await throttle.recordFailure(email, '10.0.5.1');
    await throttle.recordSuccess(email, '10.0.5.1');
    await throttle.recordFailure(email, '10.0.5.1');
    expect(await throttle.admit(email, '10.0.5.1')).toBe(0);
    for (let i = 0; i < 2; i++) await throttle.recordFailure(account(), '10.0.5.1');
    expect(await throttle.admit(account(), '10.0.5.1')).toBe(60);
  });

  it('counts as one whichever instance records: two throttles on one database share the budget', async () => {
    const a = new SignInThrottle(counters, limits);
    const b = new SignInThrottle(new RateCounters(database.db, () => clock.now), limits);
    const email = account();
    await a.recordFailure(email, '10.0.6.1');
    await b.recordFailure(email, '10.0.6.1');
    await a.recordFailure(email, '10.0.6.1');
    expect(await b.admit(email, '10.0.6.1')).toBe(60);
  });

  it('says seconds below a minute and minutes above', () => {
    expect(signInWait(1)).toMatchObject({ code: 'sign_in_wait_seconds', values: { count: 1 }, message: 'Too many failed sign-in attempts. Please wait 1 second and try again.' });
    expect(signInWait(30).message).toBe('Too many failed sign-in attempts. Please wait 30 seconds and try again.');
    expect(signInWait(61)).toMatchObject({ code: 'sign_in_wait_minutes', values: { count: 2 }, message: 'Too many failed sign-in attempts. Please wait 2 minutes and try again.' });
    expect(signInWait(61).headers).toEqual({ 'retry-after': '61' });
  });
});

describe('RateCounters', () => {
  it('removes windows that ended over an hour ago, and only those', async () => {
    await counters.hit('sweep:old', 1_000);
    clock.now += 2 * 60 * 60 * 1000;
    await counters.hit('sweep:new', 1_000);
    expect(await counters.sweepExpired()).toBeGreaterThanOrEqual(1);
    const left = await counters.peek(['sweep:old', 'sweep:new']);
    expect(left.get('sweep:new')?.count).toBe(1);
    expect(left.get('sweep:old')?.count).toBe(0);
  });
});
