import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.js';

describe('PublicCache', () => {
  it('computes once and serves the same value and ETag until invalidated', async () => {
    const cache = new PublicCache();
    let calls = 0;
    const compute = async () => ++calls;
    const first = await cache.get('k', compute);
    const second = await cache.get('k', compute);
    expect(second).toEqual(first);
    expect(calls).toBe(1);
    cache.invalidate();
    const third = await cache.get('k', compute);
    expect(third.value).toBe(2);
    expect(third.etag).not.toBe(first.etag);
  });

  it('does not keep a value computed while a write happened', async () => {
    const cache = new PublicCache();
    let calls = 0;
    await cache.get('k', async () => {
      calls++;
      cache.invalidate();
      return 'stale';
    });
    const next = await cache.get('k', async () => {
      calls++;
      return 'fresh';
    });
    expect(next.value).toBe('fresh');
    expect(calls).toBe(2);
  });

  it('gives different ETags to two processes (restarts)', async () => {
    const a = await new PublicCache().get('k', async () => 1);
    const b = await new PublicCache().get('k', async () => 1);
    expect(a.etag).not.toBe(b.etag);
  });
});
