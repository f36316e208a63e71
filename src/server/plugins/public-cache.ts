import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../core/db/unavailable.js';
import { forgottenBy, LIVE_CHANNEL, parseLiveNews } from '../core/events/live-news.js';

/** Most answers kept at once; the oldest go first. */
const MAX_ENTRIES = 2000;

/**
 * How long an answer is kept at most. Writes make every instance drop its answers within
 * moments (NOTIFY); this expiry is the safety net should a notification ever be lost.
 */
const PUBLIC_CACHE_TTL_MS = 15_000;

/**
 * An answer read within this long of its expiry is made again behind it (the reader is served the
 * answer it has): a page read at least this often is never recomputed on a reader's request, yet
 * nothing is served older than its expiry.
 */
const REFRESH_AHEAD_MS = 5_000;

/**
 * How long an expired answer is kept as the last good copy, served while the database cannot
 * answer (a stall, a restart, a failover) rather than taking the site down with it. Answers
 * forgotten because something changed are never kept: a post taken down stays down.
 */
const LAST_GOOD_MS = 60 * 60 * 1000;
/** Most last good copies kept (the most recently expired): the pages most read, in a few MB. */
const MAX_LAST_GOOD = 500;

/** After the database failed to answer, how long the last good copies are served without asking it again. */
const OUTAGE_BACKOFF_MS = 5_000;

/** The PostgreSQL channel on which instances tell each other that public answers changed. */
const PUBLIC_CACHE_CHANNEL = 'agora_public_cache';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a longer list of tags is sent
 * as "everything", which is never wrong, only slower.
 */
const MAX_PAYLOAD_BYTES = 7900;

/** Another channel whose messages say what to forget (the live news: core/events/live-news.ts `forgottenBy`). */
export interface ForgettingChannel {
  channel: string;
  /** The tags a message makes this instance forget; none: nothing (never "everything"). */
  forgets(payload: string): readonly string[];
}

/** How the cache tells other instances about a write, and hears of theirs. */
interface CacheBus {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  tags: readonly string[];
  /** Kept past its expiry as the last good copy (not each member's board, which is many and private). */
  keepsLastGood: boolean;
  /** Older than a write that let it be served while its new copy is made (`invalidateSoftly`). */
  stale?: boolean;
}

interface Computation {
  promise: Promise<unknown>;
  tags: readonly string[];
  /** Set when a write touching this entry's tags happened while it was computed: serve it, keep nothing. */
  stale: boolean;
}

/** What one instance tells the others: who it is (its own message needs no second clearing) and what changed. */
interface Message {
  from: string;
  /** Absent: everything. */
  tags?: string[];
  /** The old answers may be served until their new ones are made (`invalidateSoftly`). */
  soft?: true;
}

/** The message for a write, with "everything" in place of tags too many for one notification (never soft: everything goes). */
export function invalidationPayload(from: string, tags: readonly string[], soft = false): string {
  if (tags.length === 0) return JSON.stringify({ from });
  const payload = JSON.stringify(soft ? { from, tags, soft } : { from, tags });
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ from });
}

/** A received message; anything unreadable means "everything", which is never wrong. */
export function parseInvalidation(payload: string): Message {
  try {
    const message = JSON.parse(payload) as Partial<Message>;
    if (typeof message.from !== 'string') return { from: '' };
    const tags = Array.isArray(message.tags) && message.tags.every((tag) => typeof tag === 'string') && message.tags.length > 0 ? message.tags : undefined;
    if (!tags) return { from: message.from };
    return message.soft === true ? { from: message.from, tags, soft: true } : { from: message.from, tags };
  } catch {
    return { from: '' };
  }
}

/**
 * Whether the request being answered comes from a browser that has just written something
 * softly forgotten (WROTE_COOKIE, read at each request by the plugin below): its reads are never served the answers
 * from before its write, though other readers may be for the moment a new one takes to make.
 */
export const readerJustWrote = new AsyncLocalStorage<boolean>();

/** Whether a write of `tags` (none: everything) touches something kept under `kept` (none: touched by every write). */
function touches(tags: readonly string[], kept: readonly string[]): boolean {
  if (tags.length === 0 || kept.length === 0) return true;
  return kept.some((tag) => tags.includes(tag));
}

/**
 * What visitors read (post lists, posts, feeds, page HTML), and each member's board, computed
 * once and served from memory (the performance budget: public reads must not touch the database
 * on every request), in every instance of the site at once.
 *
 * Each answer is kept under tags that say what it shows (CACHE_TAGS). A write calls
 * `invalidate(...tags)` with what it changed: this instance forgets those answers at once,
 * and a NOTIFY through the database carrying the tags makes every other instance forget
 * them as soon as it arrives (milliseconds; the test asks for under a second). An answer
 * is also never kept longer than the TTL, in case a notification is lost (a read in its last
 * seconds makes the next copy behind it, so that a page read often is never made on a
 * reader's time), and everything is forgotten when the listening connection comes back after
 * a break. Concurrent misses of one key compute it once; a write touching a key while it is
 * computed keeps the result from being stored.
 */
export class PublicCache {
  /** This instance's name on the channel: its own notifications need no second clearing. */
  readonly id = randomBytes(8).toString('hex');
  private readonly entries = new Map<string, Entry>();
  /** Expired answers kept for LAST_GOOD_MS, by the time they expired (oldest first). */
  private readonly lastGood = new Map<string, Entry>();
  private readonly inflight = new Map<string, Computation>();
  /** Until when the database is taken to be down: last good copies are served without asking it. */
  private outageUntil = 0;

  constructor(
    private readonly bus: CacheBus | null = null,
    private readonly ttlMs = PUBLIC_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly isUnavailable: (error: unknown) => boolean = () => false,
  ) {}

  /**
   * The cached value of `key`, computing (and keeping it under `tags`) when absent or expired.
   * While the database cannot answer (`isUnavailable` says so of the failure), the last good
   * copy of an expired answer is served instead, unless `lastGood: false` (each member's board).
   */
  async get<T>(key: string, compute: () => Promise<T>, tags: readonly string[] = [], options: { lastGood?: boolean } = {}): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      // Older than a soft write, or near its expiry: served while its next copy is made behind
      // it (one, whoever asks), except an answer older than a write to the browser that wrote,
      // which waits for the new one.
      if (!hit.stale || readerJustWrote.getStore() !== true) {
        // A refresh that fails leaves the answer to its expiry; the next read tries again.
        const dueAgain = hit.stale === true || hit.expiresAt - now <= REFRESH_AHEAD_MS;
        if (dueAgain && !this.inflight.has(key)) this.start(key, compute, tags, options.lastGood ?? true).promise.catch(() => {});
        return hit.value as T;
      }
    }
    const lastGood = this.lastGoodOf(key);
    if (lastGood && now < this.outageUntil) return lastGood.value as T;
    const running = this.inflight.get(key);
    if (running) return running.promise as Promise<T>;
    const computation = this.start(key, compute, tags, options.lastGood ?? true);
    try {
      return (await computation.promise) as T;
    } catch (error) {
      if (!this.isUnavailable(error)) throw error;
      this.outageUntil = this.now() + OUTAGE_BACKOFF_MS;
      // Still kept unless a write touched it meanwhile (forget() drops both).
      const kept = this.lastGoodOf(key);
      if (kept) return kept.value as T;
      throw error;
    }
  }

  /** Computes `key` once for everyone who asks meanwhile, and keeps it unless a write touched it meanwhile. */
  private start(key: string, compute: () => Promise<unknown>, tags: readonly string[], keepsLastGood: boolean): Computation {
    const computation: Computation = { promise: Promise.resolve(), tags, stale: false };
    computation.promise = compute().then((value) => {
      if (!computation.stale) {
        this.entries.delete(key);
        this.lastGood.delete(key);
        this.dropExpired();
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs, tags, keepsLastGood });
      }
      return value;
    });
    this.inflight.set(key, computation);
    computation.promise.then(
      () => this.settle(key, computation),
      () => this.settle(key, computation),
    );
    return computation;
  }

  private settle(key: string, computation: Computation): void {
    if (this.inflight.get(key) === computation) this.inflight.delete(key);
  }

  /** The last good copy of `key`: an expired answer that keeps one, within LAST_GOOD_MS of its expiry. */
  private lastGoodOf(key: string): Entry | undefined {
    const entry = this.lastGood.get(key) ?? this.entries.get(key);
    return entry?.keepsLastGood && entry.expiresAt + LAST_GOOD_MS > this.now() ? entry : undefined;
  }

  /** How many answers are kept now (not counting last good copies). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Lets the expired answers go, so that what is kept is what was read within the expiry, not
   * the last MAX_ENTRIES answers ever made (each member's board is one: decision 0057). Every
   * answer is kept for the same time and stored at the end, so the expired ones are the first.
   * Those that keep a last good copy move to it, for LAST_GOOD_MS at most.
   */
  private dropExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(key);
      if (!entry.keepsLastGood) continue;
      this.lastGood.delete(key);
      this.lastGood.set(key, entry);
    }
    for (const [key, entry] of this.lastGood) {
      if (entry.expiresAt + LAST_GOOD_MS > now && this.lastGood.size <= MAX_LAST_GOOD) break;
      this.lastGood.delete(key);
    }
  }

  /**
   * Forgets the answers kept under any of `tags` (none: everything) here and tells every
   * other instance to do the same; call after any committed write visitors could see. A
   * failed notification is reported, not thrown: the write itself has succeeded, and the
   * other instances' TTL still bounds their staleness.
   */
  async invalidate(...tags: string[]): Promise<void> {
    await this.tell(tags, false);
  }

  /**
   * Like `invalidate`, for a write that takes nothing from anyone who could read the answers it
   * touches (an author's words and pictures in a post whose readers stay the same): each old
   * answer is still served until its new one is made, once, on its next read, so readers do not
   * all wait on every write; the browser that wrote waits for it (`readerJustWrote`). The old
   * answers are the ones other instances serve until the notification reaches them anyway; none
   * is kept as a last good copy.
   */
  async invalidateSoftly(...tags: string[]): Promise<void> {
    await this.tell(tags, tags.length > 0);
  }

  private async tell(tags: string[], soft: boolean): Promise<void> {
    this.forget(tags, soft);
    if (!this.bus) return;
    try {
      await this.bus.notify(PUBLIC_CACHE_CHANNEL, invalidationPayload(this.id, tags, soft));
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * Forgets the answers under `tags` (none: everything) in this instance only (what a notification
   * from another one does); `soft`, it marks them stale instead (see invalidateSoftly).
   */
  forget(tags: readonly string[] = [], soft = false): void {
    if (soft && tags.length > 0) {
      for (const [key, entry] of this.entries) {
        if (touches(tags, entry.tags)) this.entries.set(key, { ...entry, stale: true, keepsLastGood: false });
      }
      for (const [key, entry] of this.lastGood) if (touches(tags, entry.tags)) this.lastGood.delete(key);
    } else {
      for (const kept of [this.entries, this.lastGood]) {
        if (tags.length === 0) kept.clear();
        else for (const [key, entry] of kept) if (touches(tags, entry.tags)) kept.delete(key);
      }
    }
    for (const [key, computation] of this.inflight) {
      if (!touches(tags, computation.tags)) continue;
      computation.stale = true;
      // Requests arriving from now on must not join a computation that began before the write.
      this.inflight.delete(key);
    }
  }

  /**
   * Follows the other instances' invalidations, and what `also` says to forget, until the
   * returned function is called. Everything arrives on one connection in commit order: a change's
   * live news, sent at its commit, is heard before its invalidation, sent after it.
   */
  async follow(also: readonly ForgettingChannel[] = []): Promise<() => Promise<void>> {
    if (!this.bus) return async () => {};
    const stops = [
      await this.bus.listen(
        PUBLIC_CACHE_CHANNEL,
        (payload) => {
          const { from, tags, soft } = parseInvalidation(payload);
          if (from !== this.id) this.forget(tags, soft);
        },
        // Notifications sent while the connection was down are lost: assume the worst.
        () => this.forget(),
      ),
    ];
    for (const { channel, forgets } of also) {
      stops.push(
        await this.bus.listen(channel, (payload) => {
          const tags = forgets(payload);
          if (tags.length > 0) this.forget(tags);
        }),
      );
    }
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set by a write whose answers were forgotten softly: its answer carries WROTE_COOKIE. */
    wroteSoftly: boolean;
  }
}

/**
 * The browser that made a soft write is never served the answers from before it
 * (`readerJustWrote`), for as long as any answer is kept: the cache's expiry.
 */
export const WROTE_COOKIE = 'agora_wrote';

/** Whether a Cookie header carries WROTE_COOKIE. */
export function carriesWroteCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${WROTE_COOKIE}=`));
}

/** What a live news message (its NOTIFY payload) makes an instance forget. */
function forgottenByPayload(payload: string): string[] {
  const news = parseLiveNews(payload);
  return news ? forgottenBy(news) : [];
}

/** Makes one PublicCache, following every instance's writes through the database, available as `app.publicCache`. */
export const publicCachePlugin = fp<{ secureCookies?: boolean }>(
  async (app, { secureCookies = false }) => {
    const cache = new PublicCache(
      app.database,
      PUBLIC_CACHE_TTL_MS,
      Date.now,
      (error) => app.log.warn({ err: error }, 'could not tell the other instances that public pages changed'),
      isDatabaseUnavailable,
    );
    app.decorate('publicCache', cache);
    // Reads run inside the store (a callback hook, so the handler's continuation keeps it; a
    // read has no body whose stream events would leave it).
    app.decorateRequest('wroteSoftly', false);
    app.addHook('onRequest', (request, _reply, done) => readerJustWrote.run(carriesWroteCookie(request.headers.cookie), done));
    const wroteCookie = `${WROTE_COOKIE}=1; Path=/; Max-Age=${PUBLIC_CACHE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;
    app.addHook('onSend', async (request, reply) => {
      if (!request.wroteSoftly) return;
      // Fastify adds a Set-Cookie to those already set (a sign-in's, say).
      reply.header('set-cookie', wroteCookie);
    });
    // A live page told "changed" asks again at once, on whichever instance: what the news changed
    // is forgotten as it arrives. Listening from the start (onReady: nothing is served before,
    // and the app is built while the embedded database starts), before any live stream, this
    // runs before the live hub hears the same notification (each reaches its listeners in the
    // order they began, on PostgreSQL's one LISTEN connection as on PGlite), so no page is told first.
    let stop = async () => {};
    app.addHook('onReady', async () => {
      stop = await cache.follow([{ channel: LIVE_CHANNEL, forgets: (payload) => forgottenByPayload(payload) }]);
    });
    app.addHook('onClose', async () => {
      await stop().catch(() => {});
    });
  },
  { name: 'agora-public-cache', dependencies: ['agora-db'] },
);
