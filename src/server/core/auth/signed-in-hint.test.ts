import { describe, expect, it } from 'vitest';
import { carriesHint, hintCookie, sessionCookieChange } from './signed-in-hint.js';

describe('sessionCookieChange', () => {
  it('reads a sign-in, a sign-out and an answer that leaves the session alone', () => {
    expect(sessionCookieChange(['agora.session_token=abc.sig; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax'])).toBe('set');
    expect(sessionCookieChange(['__Secure-agora.session_token=abc.sig; Path=/; Secure'])).toBe('set');
    expect(sessionCookieChange(['agora.session_token=; Max-Age=0; Path=/'])).toBe('cleared');
    expect(sessionCookieChange(['agora.session_token=abc; Path=/; Max-Age=0'])).toBe('cleared');
    expect(sessionCookieChange(['agora.dont_remember=; Max-Age=0', 'agora_lang=el'])).toBeNull();
    expect(sessionCookieChange([])).toBeNull();
  });

  it('takes the last word when an answer sets the cookie twice', () => {
    expect(sessionCookieChange(['agora.session_token=; Max-Age=0', 'agora.session_token=new.sig; Path=/'])).toBe('set');
  });
});

describe('hintCookie and carriesHint', () => {
  it('sets and clears a cookie scripts may read, Secure over https', () => {
    expect(hintCookie(true, false)).toBe('agora_signed_in=1; Path=/; Max-Age=604800; SameSite=Lax');
    expect(hintCookie(false, true)).toBe('agora_signed_in=; Path=/; Max-Age=0; SameSite=Lax; Secure');
    expect(hintCookie(true, true)).not.toMatch(/HttpOnly/i);
  });

  it('finds the hint among other cookies, and only with its value', () => {
    expect(carriesHint('agora_lang=el; agora_signed_in=1')).toBe(true);
    expect(carriesHint('agora_signed_in=')).toBe(false);
    expect(carriesHint(undefined)).toBe(false);
  });
});
