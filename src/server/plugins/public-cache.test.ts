import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../core/db/client.js';
import { createTestDatabaseUrl } from '../test/test-database.js';
import { PublicCache, carriesWroteCookie, invalidationPayload, parseInvalidation, readerJustWrote } from './public-cache.js';

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
    clock.now += 9_999;
    expect(await cache.get('k', compute)).toBe(1);
    clock.now += 5_002;
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('makes an answer read in its last five seconds again behind it, so that no reader waits at its expiry', async () => {
    const clock = { now: 1_000 };
    const cache = new PublicCache(null, 15_000, () => clock.now);
    let calls = 0;
    let finish!: (value: string) => void;
    const compute = () => {
      calls++;
      return calls === 1 ? Promise.resolve('first') : new Promise<string>((resolve) => (finish = resolve));
    };
    await cache.get('k', compute);
    clock.now += 9_999;
    expect(await cache.get('k', compute)).toBe('first');
    expect(calls).toBe(1);
    clock.now += 1;
    // In the last five seconds: the reader has the answer at once, and one new one is made.
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual(['first', 'first']);
    expect(calls).toBe(2);
    finish('second');
    await new Promise((resolve) => setImmediate(resolve));
    // Past the first answer's expiry, the second is there, kept for its own fifteen seconds.
    clock.now += 6_000;
    expect(await cache.get('k', compute)).toBe('second');
    expect(calls).toBe(2);
  });

  it('keeps nothing made behind an answer when a write touched it meanwhile, and no failure reaches the reader', async () => {
    const clock = { now: 1_000 };
    const cache = new PublicCache(null, 15_000, () => clock.now);
    await cache.get('k', async () => 'old', ['post:1']);
    clock.now += 12_000;
    let finish!: (value: string) => void;
    expect(await cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)), ['post:1'])).toBe('old');
    await cache.invalidate('post:1');
    finish('made before the write');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', async () => 'after the write', ['post:1'])).toBe('after the write');
    clock.now += 12_000;
    const failing = async (): Promise<string> => {
      throw new Error('a failed refresh');
    };
    expect(await cache.get('k', failing, ['post:1'])).toBe('after the write');
    await new Promise((resolve) => setImmediate(resolve));
    // Still the answer until its expiry; then a reader asks, as on any miss.
    expect(await cache.get('k', failing, ['post:1'])).toBe('after the write');
    clock.now += 3_001;
    await expect(cache.get('k', failing, ['post:1'])).rejects.toThrow('a failed refresh');
  });

  it('lets expired answers go as new ones are kept, so it holds what was read within the expiry', async () => {
    const clock = { now: 1_000 };
    const cache = new PublicCache(null, 15_000, () => clock.now);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    clock.now += 10_000;
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(4);
    clock.now += 6_000;
    // a, b and c expired; keeping e lets them go, and d stays.
    await cache.get('e', async () => 'e');
    expect(cache.size).toBe(2);
    expect(await cache.get('d', async () => 'recomputed')).toBe('d');
  });
});

describe('PublicCache forgetting softly (an author’s new words for the same readers)', () => {
  it('serves the old answer while one new one is made for everyone, then the new one', async () => {
    const cache = new PublicCache();
    let calls = 0;
    let finish!: (value: string) => void;
    expect(await cache.get('k', async () => 'old', ['post:1'])).toBe('old');
    await cache.invalidateSoftly('post:1');
    const compute = () => {
      calls++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    // Twenty readers at once: none waits, one new answer is made.
    expect(await Promise.all(Array.from({ length: 20 }, () => cache.get('k', compute, ['post:1'])))).toEqual(Array(20).fill('old'));
    expect(calls).toBe(1);
    finish('new');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', compute, ['post:1'])).toBe('new');
    expect(calls).toBe(1);
  });

  it('never serves the old answer to the browser that wrote: it waits for the new one', async () => {
    const cache = new PublicCache();
    await cache.get('k', async () => 'old', ['post:1']);
    await cache.invalidateSoftly('post:1');
    expect(await readerJustWrote.run(true, () => cache.get('k', async () => 'new', ['post:1']))).toBe('new');
    expect(await cache.get('k', async () => 'not needed', ['post:1'])).toBe('new');
  });

  it('forgets at once what a write forgets hard, even an answer a soft write left stale', async () => {
    const cache = new PublicCache();
    await cache.get('k', async () => 'old', ['post:1']);
    await cache.invalidateSoftly('post:1');
    await cache.invalidate('post:1');
    expect(await cache.get('k', async () => 'new', ['post:1'])).toBe('new');
  });

  it('leaves alone what it does not name, and keeps no old answer as a last good copy', async () => {
    const clock = { now: 1_000 };
    const cache = new PublicCache(null, 15_000, () => clock.now, () => {}, (error) => error instanceof Error && error.message === 'down');
    await cache.get('one', async () => 'old one', ['post:1']);
    await cache.get('two', async () => 'two', ['post:2']);
    await cache.invalidateSoftly('post:1');
    expect(await cache.get('two', async () => 'not needed', ['post:2'])).toBe('two');
    // Past the expiry with the database down, the old answer of a softly forgotten entry is not offered.
    clock.now += 16_000;
    const down = async () => {
      throw new Error('down');
    };
    await expect(cache.get('one', down, ['post:1'])).rejects.toThrow('down');
    expect(await cache.get('two', down, ['post:2'])).toBe('two');
  });

  it('says so to the other instances, and "everything" is never soft', () => {
    expect(parseInvalidation(invalidationPayload('a', ['post:1'], true))).toEqual({ from: 'a', tags: ['post:1'], soft: true });
    expect(parseInvalidation(invalidationPayload('a', [], true))).toEqual({ from: 'a' });
    expect(parseInvalidation(invalidationPayload('a', ['post:1']))).toEqual({ from: 'a', tags: ['post:1'] });
    expect(carriesWroteCookie('a=1; agora_wrote=1')).toBe(true);
    expect(carriesWroteCookie('agora_wrotex=1')).toBe(false);
    expect(carriesWroteCookie(undefined)).toBe(false);
  });
});

describe('PublicCache while the database cannot answer', () => {
  class Unavailable extends Error {}
  const down = async (): Promise<string> => {
    throw new Unavailable('the database did not answer');
  };
  const fresh = () => {
    const clock = { now: 1_000 };
    const cache = new PublicCache(null, 15_000, () => clock.now, () => {}, (error) => error instanceof Unavailable);
    return { clock, cache };
  };

  it('serves the last good copy of an expired answer, then asks the database again after five seconds', async () => {
    const { clock, cache } = fresh();
    await cache.get('page', async () => 'last good');
    clock.now += 20_000;
    let asked = 0;
    const failing = () => {
      asked++;
      return down();
    };
    expect(await cache.get('page', failing)).toBe('last good');
    // Taken to be down: the copy is served without waiting for the database again.
    expect(await cache.get('page', failing)).toBe('last good');
    expect(asked).toBe(1);
    clock.now += 5_001;
    expect(await cache.get('page', async () => 'back')).toBe('back');
    expect(await cache.get('page', failing)).toBe('back');
  });

  it('keeps serving it after other answers were stored, for an hour at most', async () => {
    const { clock, cache } = fresh();
    await cache.get('page', async () => 'last good');
    clock.now += 20_000;
    // Another answer stored moves the expired one to the last good copies.
    await cache.get('other', async () => 'other');
    expect(await cache.get('page', down)).toBe('last good');
    clock.now += 60 * 60 * 1000;
    await expect(cache.get('page', down)).rejects.toThrow(Unavailable);
  });

  it('never serves an answer forgotten because something changed: a post taken down stays down', async () => {
    const { clock, cache } = fresh();
    await cache.get('post:1', async () => 'the post', ['post:1']);
    await cache.get('post:2', async () => 'another post', ['post:2']);
    clock.now += 20_000;
    await cache.get('other', async () => 'other');
    cache.forget(['post:1']);
    await expect(cache.get('post:1', down)).rejects.toThrow(Unavailable);
    expect(await cache.get('post:2', down)).toBe('another post');
  });

  it('keeps no copy of what asks for none (each member’s board), nor passes off other failures', async () => {
    const { clock, cache } = fresh();
    await cache.get('board:member', async () => 'their board', [], { lastGood: false });
    await cache.get('page', async () => 'a page');
    clock.now += 20_000;
    await expect(
      cache.get('page', async () => {
        throw new Error('a bug');
      }),
    ).rejects.toThrow('a bug');
    await expect(cache.get('board:member', down, [], { lastGood: false })).rejects.toThrow(Unavailable);
  });
});

describe('PublicCache tags', () => {
  it('forgets only what a write names, and an untagged answer on every write', async () => {
    const cache = new PublicCache();
    const calls = { a: 0, b: 0, list: 0, page: 0 };
    const read = () =>
      Promise.all([
        cache.get('post-a', async () => ++calls.a, ['post:a', 'posts']),
        cache.get('post-b', async () => ++calls.b, ['post:b', 'posts']),
        cache.get('list', async () => ++calls.list, ['post-lists', 'posts']),
        cache.get('html', async () => ++calls.page),
      ]);
    await read();
    await cache.invalidate('post:a', 'post-lists');
    await read();
    expect(calls).toEqual({ a: 2, b: 1, list: 2, page: 2 });
    await cache.invalidate('site');
    await read();
    expect(calls).toEqual({ a: 2, b: 1, list: 2, page: 3 });
    await cache.invalidate('posts');
    await read();
    expect(calls).toEqual({ a: 3, b: 2, list: 3, page: 4 });
    await cache.invalidate();
    await read();
    expect(calls).toEqual({ a: 4, b: 3, list: 4, page: 5 });
  });

  it('keeps a value computed during a write to other tags, and not one computed during a write to its own', async () => {
    const cache = new PublicCache();
    let finishA!: (value: string) => void;
    let finishB!: (value: string) => void;
    const a = cache.get('a', () => new Promise<string>((resolve) => (finishA = resolve)), ['post:a']);
    const b = cache.get('b', () => new Promise<string>((resolve) => (finishB = resolve)), ['post:b']);
    await cache.invalidate('post:a');
    // A reader after the write does not join the computation of A that began before it, but joins B's.
    const laterA = cache.get('a', async () => 'fresh a', ['post:a']);
    const laterB = cache.get('b', async () => 'not needed', ['post:b']);
    finishA('stale a');
    finishB('b');
    expect([await a, await laterA, await b, await laterB]).toEqual(['stale a', 'fresh a', 'b', 'b']);
    expect(await cache.get('a', async () => 'not needed', ['post:a'])).toBe('fresh a');
    expect(await cache.get('b', async () => 'not needed', ['post:b'])).toBe('b');
  });

  it('sends the tags with the notification, and "everything" when they would not fit in one', () => {
    expect(parseInvalidation(invalidationPayload('me', ['post:1', 'post-lists']))).toEqual({ from: 'me', tags: ['post:1', 'post-lists'] });
    expect(parseInvalidation(invalidationPayload('me', []))).toEqual({ from: 'me' });
    const many = Array.from({ length: 400 }, (_, i) => `post:00000000-0000-0000-0000-${String(i).padStart(12, '0')}`);
    const payload = invalidationPayload('me', many);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(parseInvalidation(payload)).toEqual({ from: 'me' });
    // What it cannot read it takes for "everything, from someone else".
    expect(parseInvalidation('0123abcd')).toEqual({ from: '' });
    expect(parseInvalidation('{"from":"x","tags":[1]}')).toEqual({ from: 'x' });
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
  if (first.kind === 'embedded') return [first, first];
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

  it("forgets only what another instance's write names", async () => {
    const [busA, busB] = await sharedDatabase();
    const a = new PublicCache(busA);
    const b = new PublicCache(busB);
    const stops = [await a.follow(), await b.follow()];
    let version = 1;
    const read = () =>
      Promise.all([b.get('one', async () => version, ['post:1']), b.get('two', async () => version, ['post:2'])]);
    expect(await read()).toEqual([1, 1]);
    version = 2;
    await a.invalidate('post:1');
    let seen: number[] = [];
    await until(() => {
      void read().then((values) => (seen = values));
      return seen[0] === 2;
    });
    expect(seen).toEqual([2, 1]);
    for (const stop of stops) await stop();
  });

  it("marks its answers stale on another instance's soft write, and the browser that wrote gets the new one there too", async () => {
    const [busA, busB] = await sharedDatabase();
    const a = new PublicCache(busA);
    const b = new PublicCache(busB);
    const stops = [await a.follow(), await b.follow()];
    let version = 1;
    expect(await b.get('list', async () => version, ['post:1'])).toBe(1);
    version = 2;
    await a.invalidateSoftly('post:1');
    // Once the news is in, the writer's browser is never served the old list on B…
    let seen = 0;
    await until(() => {
      void readerJustWrote.run(true, () => b.get('list', async () => version, ['post:1'])).then((value) => (seen = value));
      return seen === 2;
    });
    expect(await readerJustWrote.run(true, () => b.get('list', async () => version, ['post:1']))).toBe(2);
    // …and others get the new one from then on.
    expect(await b.get('list', async () => 99, ['post:1'])).toBe(2);
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
