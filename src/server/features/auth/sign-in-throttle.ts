import { tooManyRequests, type AppError } from '../../core/errors.js';
import type { RateCounters } from '../../core/limits/rate-counters.js';

/**
 * How hard guessing passwords is made (a rethink of the old per-account lockout):
 *
 * - one account from one address (the pair): after `perPair` failures that address waits
 *   for the rest of the window before trying that account again;
 * - one address, any accounts: after `perClient` failures it waits (a spray of guesses);
 * - one account from everywhere: after `accountSlowAfter` failures the account is slowed,
 *   not locked: one attempt per `slowLaneMs`, whoever makes it.
 *
 * So nobody can lock an owner out of their account by failing on purpose from elsewhere
 * (the old per-account lockout let anyone lock out the admin). A distributed attack still
 * fills the account's slow lane, so the owner would wait for turns it takes: a browser the
 * owner has signed in from before (its device cookie, device-cookie.ts) is let past all
 * three, with a failure budget of its own (`perPair`) after which it is trusted no more.
 * A school's many pupils behind one address share only the per-address budget of
 * failures, which successes do not spend.
 */
export interface ThrottleLimits {
  windowMs: number;
  perPair: number;
  perClient: number;
  accountSlowAfter: number;
  slowLaneMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perPair: 10,
  perClient: 50,
  accountSlowAfter: 20,
  slowLaneMs: 30 * 1000,
};

const normal = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `signin:pair:${normal(email)}|${ip}`;
const clientKey = (ip: string) => `signin:client:${ip}`;
const accountKey = (email: string) => `signin:account:${normal(email)}`;
const slowLaneKey = (email: string) => `signin:slow:${normal(email)}`;
const deviceKey = (device: string) => `signin:device:${device}`;

/** Counts failed sign-ins in the shared counters (PostgreSQL), so every instance enforces one budget. */
export class SignInThrottle {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  ) {}

  /**
   * Seconds this attempt must wait, or 0 to go ahead. When the account is slowed, going
   * ahead takes the account's one turn in the slow lane, so call it once per attempt.
   */
  async admit(email: string, clientIp: string, device: string | null = null): Promise<number> {
    if (device) {
      // A browser the owner used before: only its own failures count (the attackers' do not).
      const own = (await this.counters.peek([deviceKey(device)])).get(deviceKey(device));
      if (!own || own.count < this.limits.perPair) return 0;
    }
    const counts = await this.counters.peek([pairKey(email, clientIp), clientKey(clientIp), accountKey(email)]);
    const over = (key: string, limit: number) => {
      const found = counts.get(key);
      return found && found.count >= limit ? found.resetInMs : 0;
    };
    const wait = Math.max(over(pairKey(email, clientIp), this.limits.perPair), over(clientKey(clientIp), this.limits.perClient));
    if (wait > 0) return Math.ceil(wait / 1000);
    if ((counts.get(accountKey(email))?.count ?? 0) < this.limits.accountSlowAfter) return 0;
    const turn = await this.counters.hit(slowLaneKey(email), this.limits.slowLaneMs);
    return turn.count > 1 ? Math.max(1, Math.ceil(turn.resetInMs / 1000)) : 0;
  }

  /** A wrong password: counts for the pair, the address and the account, and for the browser's device cookie if it has one. */
  async recordFailure(email: string, clientIp: string, device: string | null = null): Promise<void> {
    await Promise.all([
      this.counters.hit(pairKey(email, clientIp), this.limits.windowMs),
      this.counters.hit(clientKey(clientIp), this.limits.windowMs),
      this.counters.hit(accountKey(email), this.limits.windowMs),
      ...(device ? [this.counters.hit(deviceKey(device), this.limits.windowMs)] : []),
    ]);
  }

  /** The right password clears that pair's failures (the owner's own typos), not the address's or the account's. */
  async recordSuccess(email: string, clientIp: string): Promise<void> {
    await this.counters.reset(pairKey(email, clientIp));
  }
}

/** The 429 for a sign-in that must wait `seconds`: in seconds under a minute, in whole minutes above. */
export function signInWait(seconds: number): AppError {
  return seconds < 60
    ? tooManyRequests('sign_in_wait_seconds', { count: seconds }, seconds)
    : tooManyRequests('sign_in_wait_minutes', { count: Math.ceil(seconds / 60) }, seconds);
}
