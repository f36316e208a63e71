import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';
import { RateCounters } from './rate-counters.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(() => close());

type Store = InstanceType<ReturnType<typeof postgresRateLimitStore>>;
const incr = (store: Store, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
  );
const routeStore = (counters: RateCounters, url: string) =>
  new (postgresRateLimitStore(counters))({}).child({ routeInfo: { method: 'POST', url } });

describe('the PostgreSQL store of @fastify/rate-limit', () => {
  it('counts one client on one route across instances, as one', async () => {
    const a = routeStore(new RateCounters(database.db), '/api/contact');
    const b = routeStore(new RateCounters(database.db), '/api/contact');
    expect((await incr(a, '10.0.0.1')).current).toBe(1);
    expect((await incr(b, '10.0.0.1')).current).toBe(2);
    const third = await incr(a, '10.0.0.1');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
  });

  it('keeps routes apart, as the in-memory store does', async () => {
    const counters = new RateCounters(database.db);
    await incr(routeStore(counters, '/api/media'), '10.0.0.2');
    expect((await incr(routeStore(counters, '/api/two-factor'), '10.0.0.2')).current).toBe(1);
  });
});
