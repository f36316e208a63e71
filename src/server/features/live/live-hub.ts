import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { SESSION_CHANNEL } from '../../core/auth/session-cache.js';
import type { Database, Unlisten } from '../../core/db/database.js';
import { LIVE_CHANNEL, parseLiveNews, type LiveNews } from '../../core/events/live-news.js';

/** What one open page follows, besides its member's own notifications (which every stream carries). */
export interface LiveTopics {
  /** Every collaboration's changes: the board shows them all. */
  board: boolean;
  /** The collaborations whose pages are open. */
  collaborations: ReadonlySet<string>;
  /** The posts whose comments are open (a post's page). */
  posts: ReadonlySet<string>;
}

export interface LiveLimits {
  /** Open streams of one member on one instance; opening one more ends their oldest. */
  perMember: number;
  /** How often a quiet stream says it is alive, so that proxies and the browser keep it open. */
  heartbeatMs: number;
  /**
   * How long a stream lives before the server ends it and the browser opens it again (after
   * `retry`): so a session that ends by expiring is asked again, and instances share the load
   * again after one of them restarts.
   */
  lifetimeMs: number;
  /** What a stream may have waiting for a slow reader before it is ended (it comes back and catches up). */
  maxBufferedBytes: number;
}

export const LIVE_LIMITS: LiveLimits = { perMember: 8, heartbeatMs: 25_000, lifetimeMs: 60 * 60_000, maxBufferedBytes: 64 * 1024 };

/** The events a stream sends: what the page asks again for, or what it should do. */
type LiveEvent =
  /** This stream hears every change from now on. */
  | 'ready'
  /** Changes may have been missed (the stream was resumed, or the database connection dropped): ask everything again. */
  | 'resync'
  /** A collaboration the page shows changed: `{ id }`. */
  | 'collaboration'
  /** The comments of a post the page shows changed: `{ id }`. */
  | 'comments'
  /** The member's notifications changed. */
  | 'notifications'
  /** The member opened more streams than allowed and this was their oldest: it is not resumed. */
  | 'evicted';

class LiveStream {
  /** When this stream ends itself (its lifetime, spread so that streams opened together do not end together). */
  readonly endsAt: number;

  constructor(
    readonly memberId: string,
    readonly topics: LiveTopics,
    private readonly response: ServerResponse,
    lifetimeMs: number,
  ) {
    this.endsAt = Date.now() + lifetimeMs * (0.75 + Math.random() * 0.25);
  }

  wants(news: LiveNews): boolean {
    if ('member' in news) return news.member === this.memberId;
    if ('post' in news) return this.topics.posts.has(news.post);
    return this.topics.board || this.topics.collaborations.has(news.collaboration);
  }

  send(event: LiveEvent, data: object, id: number): void {
    this.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: the browser ignores it, the connection stays warm. */
  ping(): void {
    this.write(': ping\n\n');
  }

  write(text: string): void {
    if (!this.response.writableEnded) this.response.write(text);
  }

  get buffered(): number {
    return this.response.writableLength;
  }

  end(): void {
    if (!this.response.writableEnded) this.response.end();
  }
}

/**
 * The live streams open on this instance, and the one way news reaches them: a NOTIFY on
 * LIVE_CHANNEL from whichever instance made the change (core/events/live-news.ts). While no
 * stream is open the hub listens to nothing and runs no timer, so nobody watching costs
 * nothing. Streams carry ids only; each page asks the API again, which decides what its reader
 * may see.
 *
 * Sessions: a stream opens only with a session (the route's guard). Whatever changes one of
 * the member's sessions or who they are (SESSION_CHANNEL: signing out, a new password, a role,
 * being disabled) ends their streams at once; the browser comes back and is asked again, and
 * a stream ends by itself after its lifetime in any case.
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  /** Each member's streams, oldest first. */
  private readonly byMember = new Map<string, LiveStream[]>();
  private listening: Promise<Unlisten[]> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private lastId = 0;
  private closed = false;

  constructor(
    private readonly bus: Pick<Database, 'listen'>,
    private readonly limits: LiveLimits = LIVE_LIMITS,
    private readonly log: (message: string, error?: unknown) => void = () => {},
  ) {}

  /**
   * Streams the member's news to `response` until either side ends it. `resumed` when the
   * browser comes back after a drop (it sent Last-Event-ID): what happened meanwhile is not
   * kept, so the page is told to ask again.
   */
  async open(options: {
    memberId: string;
    topics: LiveTopics;
    request: IncomingMessage;
    response: ServerResponse;
    resumed: boolean;
    /** What the app's hooks set for every answer (security headers, the request id). */
    headers: OutgoingHttpHeaders;
  }): Promise<void> {
    const { memberId, topics, request, response } = options;
    response.writeHead(200, {
      ...options.headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // nginx and its kind pass each event on at once rather than buffer the answer.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const stream = new LiveStream(memberId, topics, response, this.limits.lifetimeMs);
    // Browsers come back 1 to 3 s after a drop, spread so that a restart is not met by everyone at once.
    stream.write(`retry: ${1_000 + Math.floor(Math.random() * 2_000)}\n\n`);
    if (this.closed) return stream.end();
    this.add(stream);
    request.on('close', () => this.remove(stream));
    try {
      await this.ensureListening();
    } catch (error) {
      // The browser tries again after `retry`; the page meanwhile shows what it has.
      this.log('could not listen for live news', error);
      stream.end();
      return;
    }
    if (!this.streams.has(stream)) return;
    if (options.resumed) stream.send('resync', {}, ++this.lastId);
    stream.send('ready', {}, ++this.lastId);
  }

  /** Open streams on this instance. */
  get size(): number {
    return this.streams.size;
  }

  /** Whether the hub follows the database's news now (only while a stream is open). */
  get isListening(): boolean {
    return this.listening !== null;
  }

  /** Ends every stream and stops listening: the app is closing, and the browsers will come back to another instance. */
  async close(): Promise<void> {
    this.closed = true;
    for (const stream of [...this.streams]) this.endStream(stream);
    await this.stopListening();
  }

  private add(stream: LiveStream): void {
    this.streams.add(stream);
    const own = this.byMember.get(stream.memberId) ?? [];
    own.push(stream);
    this.byMember.set(stream.memberId, own);
    for (const oldest of own.slice(0, Math.max(0, own.length - this.limits.perMember))) {
      oldest.send('evicted', {}, ++this.lastId);
      this.endStream(oldest);
    }
    this.heartbeat ??= setInterval(() => this.beat(), this.limits.heartbeatMs);
  }

  private remove(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    const own = this.byMember.get(stream.memberId) ?? [];
    const left = own.filter((other) => other !== stream);
    if (left.length > 0) this.byMember.set(stream.memberId, left);
    else this.byMember.delete(stream.memberId);
    if (this.streams.size === 0) void this.stopListening();
  }

  private ensureListening(): Promise<Unlisten[]> {
    this.listening ??= Promise.all([
      this.bus.listen(
        LIVE_CHANNEL,
        (payload) => this.deliver(payload),
        // News sent while the database connection was down is lost: every page asks again.
        () => this.broadcast('resync'),
      ),
      this.bus.listen(SESSION_CHANNEL, (memberId) => this.endMember(memberId)),
    ]).catch((error: unknown) => {
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  private async stopListening(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const unlistens = await listening?.catch(() => []);
    await Promise.all((unlistens ?? []).map((unlisten) => unlisten().catch(() => {})));
  }

  private deliver(payload: string): void {
    const news = parseLiveNews(payload);
    if (!news) return;
    const [event, data]: [LiveEvent, object] = 'member' in news ? ['notifications', {}] : 'post' in news ? ['comments', { id: news.post }] : ['collaboration', { id: news.collaboration }];
    const id = ++this.lastId;
    for (const stream of this.streams) {
      if (!stream.wants(news)) continue;
      stream.send(event, data, id);
      // A reader this far behind catches up sooner by coming back (and asking again) than by reading it all.
      if (stream.buffered > this.limits.maxBufferedBytes) this.endStream(stream);
    }
  }

  private broadcast(event: 'resync'): void {
    const id = ++this.lastId;
    for (const stream of this.streams) stream.send(event, {}, id);
  }

  private endMember(memberId: string): void {
    for (const stream of this.byMember.get(memberId) ?? []) this.endStream(stream);
  }

  private endStream(stream: LiveStream): void {
    stream.end();
    this.remove(stream);
  }

  private beat(): void {
    const now = Date.now();
    for (const stream of [...this.streams]) {
      if (now >= stream.endsAt) this.endStream(stream);
      else stream.ping();
    }
  }
}
