import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a
 * browser where an account's password was once typed right carries a cookie naming that
 * account (signed with the site's secret, so it cannot be made for another). Such a browser
 * is let past the account's slow lane and the addresses' budgets (sign-in-throttle.ts), which
 * attackers on other addresses fill; it has a failure budget of its own instead, after which
 * it is trusted no more.
 */
export const DEVICE_COOKIE = 'agora_device';

/** Kept a year: the owner's phone or the school's computer stays known between terms. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const normal = (email: string) => email.trim().toLowerCase();

function signature(secret: string, email: string, nonce: string): Buffer {
  return createHmac('sha256', secret).update(`device:${normal(email)}:${nonce}`).digest();
}

/** A fresh cookie value for `email`: `<nonce>.<signature>`. */
export function deviceCookieFor(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signature(secret, email, nonce).toString('base64url')}`;
}

/** The cookie's nonce when `value` was made by this site for `email`, else null (absent, forged, another account's). */
export function trustedDevice(secret: string, email: string, value: string | undefined): string | null {
  if (!value) return null;
  const [nonce, signed, ...rest] = value.split('.');
  if (!nonce || !signed || rest.length > 0 || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  const expected = signature(secret, email, nonce);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** The Set-Cookie header value: sent only to the sign-in route, never readable by the page. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api/auth/sign-in; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The cookie's value in a Cookie header, if any. */
export function deviceCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}
