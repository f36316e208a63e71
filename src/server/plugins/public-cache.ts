import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

/** Most answers kept at once; the oldest go first. */
const MAX_ENTRIES = 2000;

/**
 * How long an answer is kept at most. Writes make every instance drop its answers within
 * moments (NOTIFY); this expiry is the safety net should a notification ever be lost.
 */
const PUBLIC_CACHE_TTL_MS = 15_000;

/** The PostgreSQL channel on which instances tell each other that public answers changed. */
const PUBLIC_CACHE_CHANNEL = 'agora_public_cache';

/** How the cache tells other instances about a write, and hears of theirs. */
interface CacheBus {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * What visitors read (post lists, posts, feeds, page HTML) computed once and served from
 * memory (DESIGN.md performance budget: public reads must not touch the database on every
 * request), in every instance of the site at once.
 *
 * A write calls `invalidate()`: this instance forgets at once, and a NOTIFY through the
 * database makes every other instance forget as soon as it arrives (milliseconds; the
 * test asks for under a second). An answer is also never kept longer than the TTL, in
 * case a notification is lost, and everything is forgotten when the listening connection
 * comes back after a break. Concurrent misses of one key compute it once.
 */
export class PublicCache {
  /** This instance's name on the channel: its own notifications need no second clearing. */
  readonly id = randomBytes(8).toString('hex');
  /** Bumped by every invalidation, so a value computed across one is served once and not kept. */
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly bus: CacheBus | null = null,
    private readonly ttlMs = PUBLIC_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** The cached value of `key`, computing (and keeping) it when absent or expired. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as T;
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const computing = compute().then((value) => {
      // A write during compute() made this value stale: serve it to those waiting, keep nothing.
      if (generation === this.generation) {
        this.entries.delete(key);
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
      }
      return value;
    });
    this.inflight.set(key, computing);
    try {
      return await computing;
    } finally {
      if (this.inflight.get(key) === computing) this.inflight.delete(key);
    }
  }

  /**
   * Forgets everything here and tells every other instance to do the same; call after any
   * committed write visitors could see. A failed notification is reported, not thrown: the
   * write itself has succeeded, and the other instances' TTL still bounds their staleness.
   */
  async invalidate(): Promise<void> {
    this.forget();
    if (!this.bus) return;
    try {
      await this.bus.notify(PUBLIC_CACHE_CHANNEL, this.id);
    } catch (error) {
      this.onError(error);
    }
  }

  /** Forgets every answer in this instance only (what a notification from another one does). */
  forget(): void {
    this.generation++;
    this.entries.clear();
    // Requests arriving from now on must not join a computation that began before the write.
    this.inflight.clear();
  }

  /** Follows the other instances' invalidations until the returned function is called. */
  async follow(): Promise<() => Promise<void>> {
    if (!this.bus) return async () => {};
    return this.bus.listen(
      PUBLIC_CACHE_CHANNEL,
      (sender) => {
        if (sender !== this.id) this.forget();
      },
      // Notifications sent while the connection was down are lost: assume the worst.
      () => this.forget(),
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** Makes one PublicCache, following every instance's writes through the database, available as `app.publicCache`. */
export const publicCachePlugin = fp(
  async (app) => {
    const cache = new PublicCache(app.database, PUBLIC_CACHE_TTL_MS, Date.now, (error) =>
      app.log.warn({ err: error }, 'could not tell the other instances that public pages changed'),
    );
    app.decorate('publicCache', cache);
    const stop = await cache.follow();
    app.addHook('onClose', async () => {
      await stop().catch(() => {});
    });
  },
  { name: 'agora-public-cache', dependencies: ['agora-db'] },
);
