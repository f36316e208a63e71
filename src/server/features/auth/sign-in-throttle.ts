/**
 * Counts failed sign-ins per account and per client address in a sliding window, and
 * refuses further attempts while either is over its limit. Successful sign-ins are free,
 * so a school's many pupils behind one address are not locked out by each other's
 * success, only by a flood of failures. Kept in memory: one server process (DESIGN.md).
 */
export interface ThrottleLimits {
  windowMs: number;
  perAccount: number;
  perClient: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 10,
  perClient: 50,
};

/** Above this many tracked keys, expired ones are swept, so a spray of addresses cannot grow memory without bound. */
const SWEEP_ABOVE_KEYS = 10_000;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(email: string, clientIp: string): number {
    const waits = [
      this.wait(accountKey(email), this.limits.perAccount),
      this.wait(clientKey(clientIp), this.limits.perClient),
    ];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  recordFailure(email: string, clientIp: string): void {
    if (this.failures.size > SWEEP_ABOVE_KEYS) this.sweep();
    for (const key of [accountKey(email), clientKey(clientIp)]) {
      const recent = this.recent(key);
      recent.push(this.now());
      this.failures.set(key, recent);
    }
  }

  /** A correct password clears that account's count (not the client's). */
  recordSuccess(email: string): void {
    this.failures.delete(accountKey(email));
  }

  /** How many accounts and clients have failures on record (for tests and metrics). */
  get trackedKeys(): number {
    return this.failures.size;
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }

  private wait(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    const oldestCounted = recent[recent.length - limit] ?? this.now();
    return Math.max(0, oldestCounted + this.limits.windowMs - this.now());
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const clientKey = (ip: string) => `client:${ip}`;
