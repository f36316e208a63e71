import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth-user.js';
import { SessionCache, sessionTokens } from './session-cache.js';

const member: AuthUser = { id: 'u1', email: 'one@school.test', role: 'member', needsReview: false, childIds: [], projectIds: [] };
const other: AuthUser = { id: 'u2', email: 'two@school.test', role: 'admin', needsReview: false, childIds: [], projectIds: [] };

describe('SessionCache', () => {
  it('finds the session cookie, with or without the https prefix, and nothing else', () => {
    expect(sessionTokens(undefined)).toBeNull();
    expect(sessionTokens('theme=dark; other.session_token=x')).toBeNull();
    expect(sessionTokens('theme=dark; agora.session_token=abc.sig; lang=en')).toBe('abc.sig');
    expect(sessionTokens('__Secure-agora.session_token=abc.sig')).toBe('abc.sig');
  });

  it('keys sessions by a hash, never by the token itself', () => {
    const key = SessionCache.keyOf('secret-token.signature');
    expect(key).not.toContain('secret-token');
    expect(key).toBe(SessionCache.keyOf('secret-token.signature'));
    expect(key).not.toBe(SessionCache.keyOf('secret-token.signaturf'));
  });

  it('serves a kept session until its time in the cache is up, then asks again', () => {
    const clock = { now: 0 };
    const cache = new SessionCache(30_000, () => clock.now);
    cache.keep('k', member, 1_000_000, cache.mark());
    clock.now = 29_999;
    expect(cache.get('k')).toEqual(member);
    clock.now = 30_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('never serves a session past its own expiry, however recently it was checked', () => {
    const clock = { now: 0 };
    const cache = new SessionCache(30_000, () => clock.now);
    cache.keep('k', member, 5_000, cache.mark());
    clock.now = 4_999;
    expect(cache.get('k')).toEqual(member);
    clock.now = 5_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it("forgets one user's sessions and keeps the others'", () => {
    const cache = new SessionCache();
    cache.keep('a1', member, Date.now() + 60_000, cache.mark());
    cache.keep('a2', member, Date.now() + 60_000, cache.mark());
    cache.keep('b', other, Date.now() + 60_000, cache.mark());
    cache.forgetUser('u1');
    expect([cache.get('a1'), cache.get('a2'), cache.get('b')]).toEqual([undefined, undefined, other]);
    cache.forgetAll();
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep what a lookup found while a change was being made', () => {
    const cache = new SessionCache();
    const mark = cache.mark();
    cache.forgetUser('someone else entirely');
    cache.keep('k', member, Date.now() + 60_000, mark);
    expect(cache.get('k')).toBeUndefined();
  });
});
