import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

/** Most answers kept at once; the oldest go first. */
const MAX_ENTRIES = 2000;

/**
 * What visitors read (post lists, posts, feeds, page meta) computed once and served from
 * memory until any write that could change it calls `invalidate()` (DESIGN.md performance
 * budget: public reads must not touch the database on every request). One process serves
 * the site, so one in-memory cache is the truth.
 */
export class PublicCache {
  /** Changes at every start, so an ETag from before a restart never matches. */
  private readonly boot = randomBytes(4).toString('hex');
  private version = 0;
  private readonly entries = new Map<string, { value: unknown; etag: string }>();

  /** The cached value of `key`, computing (and keeping) it when absent, with an ETag for it. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<{ value: T; etag: string }> {
    const hit = this.entries.get(key);
    if (hit) return hit as { value: T; etag: string };
    const version = this.version;
    const value = await compute();
    const entry = { value, etag: `"${this.boot}-${version}"` };
    // A write during compute() made this value stale: serve it once, keep nothing.
    if (version === this.version) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Forgets everything; call after any write visitors could see. */
  invalidate(): void {
    this.version++;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** Makes one PublicCache available to every feature as `app.publicCache`. */
export const publicCachePlugin = fp(
  async (app) => {
    app.decorate('publicCache', new PublicCache());
  },
  { name: 'agora-public-cache' },
);
