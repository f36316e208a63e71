import { createHmac } from 'node:crypto';

/*
 * An authenticator app, for the API tests and the browser tests (tests/e2e) alike: the codes are
 * computed here the way such an app does, independently of the library under test. It lives on
 * the server's side because the server's tests cannot import from tests/ (their rootDir is src).
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERIOD_MS = 30_000;

/** Base32 (RFC 4648) to bytes, as authenticator apps read the key; spaces and padding ignored. */
function base32ToBytes(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/[\s=]+/g, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not Base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 30-second counter of RFC 6238 at a moment. */
export function totpCounter(at = Date.now()): number {
  return Math.floor(at / PERIOD_MS);
}

/** The 6-digit code for a Base32 key at a counter, by default now (RFC 6238: HMAC-SHA1, 30 s steps, dynamic truncation). */
export function totpCode(secret: string, counter = totpCounter()): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32ToBytes(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** Milliseconds until the next 30-second window starts. */
export function msUntilNextWindow(at = Date.now()): number {
  return PERIOD_MS - (at % PERIOD_MS);
}

/** A 6-digit code the server will refuse: none of the codes it accepts around now (±1 window). */
export function wrongTotpCode(secret: string): string {
  const counter = totpCounter();
  const valid = new Set([-2, -1, 0, 1, 2].map((step) => totpCode(secret, counter + step)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}
