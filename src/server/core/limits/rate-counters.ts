import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/** A key's count in its current window, and how long until that window ends. */
interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Expired rows are kept this long before sweepExpired() removes them (nothing reads them after they reset). */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

/**
 * Fixed-window counters in PostgreSQL (table rate_limits), shared by every instance: one
 * atomic upsert per hit, so N instances count as one and a restart forgets nothing. The
 * clock is the application's (instances keep theirs in sync with NTP), which lets tests
 * move time forward.
 */
export class RateCounters {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Adds one to `key` in its window (starting a new window of `windowMs` when the last has ended). */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = new Date(this.now());
    const nowParam = sql`${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetsAt: new Date(now.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetsAt} <= ${nowParam} then 1 else ${rateLimits.hits} + 1 end`,
          resetsAt: sql`case when ${rateLimits.resetsAt} <= ${nowParam} then excluded.resets_at else ${rateLimits.resetsAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
    if (!row) throw new Error(`rate counter ${key} was not written`);
    return { count: row.hits, resetInMs: Math.max(0, row.resetsAt.getTime() - now.getTime()) };
  }

  /** The current counts of `keys` without adding to them; a key with no live window counts 0. */
  async peek(keys: readonly string[]): Promise<Map<string, WindowCount>> {
    const now = this.now();
    const counts = new Map<string, WindowCount>(keys.map((key) => [key, { count: 0, resetInMs: 0 }]));
    if (keys.length === 0) return counts;
    const rows = await this.db.select().from(rateLimits).where(inArray(rateLimits.key, [...keys]));
    for (const row of rows) {
      const resetInMs = row.resetsAt.getTime() - now;
      if (resetInMs > 0) counts.set(row.key, { count: row.hits, resetInMs });
    }
    return counts;
  }

  /** Forgets `key` (a new window starts at its next hit). */
  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(inArray(rateLimits.key, [key]));
  }

  /** Removes windows that ended over an hour ago; returns how many. Run now and then by one instance. */
  async sweepExpired(): Promise<number> {
    const rows = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.resetsAt, new Date(this.now() - KEEP_EXPIRED_MS)))
      .returning({ key: rateLimits.key });
    return rows.length;
  }
}
