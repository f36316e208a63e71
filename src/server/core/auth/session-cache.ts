import { createHash } from 'node:crypto';
import type { AuthUser } from './auth-user.js';

/**
 * How long an instance trusts a session it has checked without asking the database again.
 * Every change to a session or its user is heard at once through NOTIFY; this is the bound
 * should a notification ever be lost.
 */
export const SESSION_CACHE_TTL_MS = 30_000;

/** Sessions kept at once; the oldest go first. */
const MAX_SESSIONS = 10_000;

/**
 * The channel the database itself notifies, with the user's id, whenever a session is
 * ended or changed or its user's role, address or disabled state changes (the triggers of
 * migration 0007), whichever process made the change.
 */
export const SESSION_CHANNEL = 'agora_sessions';

/** better-auth's session cookie, `agora.session_token`, with the `__Secure-` prefix over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?agora\.session_token=([^;]*)/g;

/** The session cookie's values in a Cookie header, or null when it has none. */
export function sessionTokens(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const values = [...cookieHeader.matchAll(SESSION_COOKIE)].map((match) => match[1]!);
  return values.length > 0 ? values.join(';') : null;
}

interface Bus {
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
}

interface Entry {
  user: AuthUser;
  /** The session's own expiry: never served past it. */
  expiresAt: number;
  keptUntil: number;
}

/**
 * The sessions this instance has checked with better-auth, so a signed-in member's request
 * usually needs no database round trip: members read as fast as visitors (decision 0020).
 * Keyed by a hash of the signed session cookie, never the token itself, so a memory dump
 * or a log of the keys gives no one a session.
 *
 * Whatever ends or changes a session takes effect at once: this instance forgets on the
 * spot after its own writes (auth plugin), and every instance forgets the user named by
 * the database's notification (SESSION_CHANNEL), everything when its listening connection
 * comes back after a break. A lookup that was under way when something changed is not kept.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every forgetting: a lookup begun before one answers its request but is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of a session cookie's value: its SHA-256, not the secret itself. */
  static keyOf(tokens: string): string {
    return createHash('sha256').update(tokens).digest('base64url');
  }

  /** The user of a checked, unexpired session, or undefined when it must be asked for. */
  get(key: string): AuthUser | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.keptUntil > now && entry.expiresAt > now) return entry.user;
    this.entries.delete(key);
    return undefined;
  }

  /** Where a lookup begins: pass it to keep(). */
  mark(): number {
    return this.generation;
  }

  /** Keeps what a lookup begun at `mark` found, unless something changed meanwhile. */
  keep(key: string, user: AuthUser, expiresAt: number, mark: number): void {
    if (mark !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_SESSIONS) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { user, expiresAt, keptUntil: Math.min(expiresAt, this.now() + this.ttlMs) });
  }

  /** Forgets every session of one user. */
  forgetUser(userId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  /** Forgets every session. */
  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Follows the database's notifications until the returned function is called. */
  follow(bus: Bus): Promise<() => Promise<void>> {
    return bus.listen(
      SESSION_CHANNEL,
      (userId) => this.forgetUser(userId),
      // Notifications sent while the connection was down are lost: assume the worst.
      () => this.forgetAll(),
    );
  }
}
