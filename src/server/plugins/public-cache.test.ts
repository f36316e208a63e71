import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createTestDatabaseUrl } from '../test/test-database.js';
import { PublicCache } from './public-cache.js';

describe('PublicCache in one instance', () => {
  it('computes once and serves the same value until invalidated', async () => {
    const cache = new PublicCache();
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute)).toBe(1);
    await cache.invalidate();
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('computes concurrent misses of one key once', async () => {
    const cache = new PublicCache();
    let calls = 0;
    let finish!: (value: string) => void;
    const compute = () => {
      calls++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 20 }, () => cache.get('k', compute));
    finish('once');
    expect(await Promise.all(waiting)).toEqual(Array(20).fill('once'));
    expect(calls).toBe(1);
  });

  it('does not keep a value computed while a write happened, and starts afresh for later readers', async () => {
    const cache = new PublicCache();
    let finish!: (value: string) => void;
    const before = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    await cache.invalidate();
    // A reader after the write does not join the computation that began before it.
    const after = cache.get('k', async () => 'fresh');
    finish('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get('k', async () => 'not needed')).toBe('fresh');
  });

  it('recomputes an answer older than its expiry, the safety net for a lost notification', async () => {
    const clock = { now: 1_000 };
    const cache = new PublicCache(null, 15_000, () => clock.now);
    let calls = 0;
    const compute = async () => ++calls;
    await cache.get('k', compute);
    clock.now += 14_999;
    expect(await cache.get('k', compute)).toBe(1);
    clock.now += 2;
    expect(await cache.get('k', compute)).toBe(2);
  });
});

const databases: Database[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const database of databases) await database.close();
  for (const drop of drops) await drop();
});

/** Two instances' databases: on PostgreSQL two separate pools on one database; on PGlite its one in-process connection. */
async function sharedDatabase(): Promise<[Database, Database]> {
  const target = await createTestDatabaseUrl();
  drops.push(target.drop);
  const first = await openDatabase({ databaseUrl: target.url, dataDir: '/nonexistent', purpose: 'test' });
  databases.push(first);
  if (first.kind === 'pglite') return [first, first];
  const second = await openDatabase({ databaseUrl: target.url, dataDir: '/nonexistent', purpose: 'test' });
  databases.push(second);
  return [first, second];
}

async function until(check: () => boolean, ms = 1000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('PublicCache across instances', () => {
  it("forgets its answers within a second of another instance's write", async () => {
    const [busA, busB] = await sharedDatabase();
    const a = new PublicCache(busA);
    const b = new PublicCache(busB);
    const stops = [await a.follow(), await b.follow()];
    let version = 1;
    expect(await b.get('posts', async () => version)).toBe(1);
    version = 2;
    await a.invalidate();
    let seen = 0;
    await until(() => {
      void b.get('posts', async () => version).then((value) => (seen = value));
      return seen === 2;
    });
    for (const stop of stops) await stop();
  });

  it('does not clear itself twice for its own notification', async () => {
    const [bus] = await sharedDatabase();
    const cache = new PublicCache(bus);
    const stop = await cache.follow();
    await cache.invalidate();
    let calls = 0;
    await cache.get('k', async () => ++calls);
    // Give our own notification time to come back: it must not throw away the fresh answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await cache.get('k', async () => ++calls)).toBe(1);
    await stop();
  });
});
