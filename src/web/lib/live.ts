import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { liveAddress, type LiveTopic } from '../../shared/live-address.js';

/** What a live page hears: a collaboration changed, the member's notifications changed, or anything may have (ask everything again). */
export type LiveNews = { kind: 'collaboration'; id: string } | { kind: 'comments'; id: string } | { kind: 'notifications' } | { kind: 'resync' };

/** 'live' once the server listens for this tab; 'connecting' meanwhile and after a drop; 'off' when no page follows anything, or the server refused. */
export type LiveStatus = 'off' | 'connecting' | 'live';

/** What one part of a page follows: a topic of the stream, or the member's notifications (which every stream carries). */
export type LiveInterest = LiveTopic | 'notifications';

interface Subscription {
  interest: LiveInterest;
  onNews: (news: LiveNews) => void;
  /** Whether a stream that carries this interest has been ready since it was subscribed. */
  heard?: boolean;
}

/** A navigation unmounts one page's interests and mounts the next's: the stream is reopened once, after both. */
const SETTLE_MS = 50;
/** After the server refused or failed to open a stream, the first and the longest wait before trying again. */
const RETRY_MS = { first: 5_000, longest: 60_000 };

/**
 * The tab's one live stream (GET /api/live, Server-Sent Events), shared by whatever the page
 * shows live: the bell, the board, a collaboration's page. It follows the union of their
 * interests and is reopened when that changes; with no interest there is no stream.
 *
 * A dropped stream is resumed by the browser itself (EventSource), and the server then says
 * `resync`; a stream the server refused (a restart behind a proxy answering 502) is tried
 * again here, later and later, and the page asks everything again once it is back.
 */
class LiveConnection {
  private readonly subscriptions = new Set<Subscription>();
  private readonly statusListeners = new Set<() => void>();
  private source: EventSource | null = null;
  private address: string | null = null;
  private status: LiveStatus = 'off';
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = RETRY_MS.first;
  /** Whether news may have been missed since the last stream was ready: the next one's `ready` then means `resync`. */
  private missed = false;

  subscribe(subscription: Subscription): () => void {
    this.subscriptions.add(subscription);
    this.settle();
    return () => {
      this.subscriptions.delete(subscription);
      this.settle();
    };
  }

  getStatus = (): LiveStatus => this.status;

  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private settle(): void {
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => this.follow(), SETTLE_MS);
  }

  /** Opens, reopens or closes the stream for what is followed now. */
  private follow(): void {
    if (this.subscriptions.size === 0) {
      this.close();
      this.missed = false;
      return this.setStatus('off');
    }
    const topics = [...this.subscriptions].map((s) => s.interest).filter((interest): interest is LiveTopic => interest !== 'notifications');
    const address = liveAddress(topics);
    if (address === this.address && this.source && this.source.readyState !== EventSource.CLOSED) return;
    this.close();
    this.open(address);
  }

  private open(address: string): void {
    const source = new EventSource(address);
    this.source = source;
    this.address = address;
    this.setStatus('connecting');
    source.addEventListener('ready', () => {
      this.retryMs = RETRY_MS.first;
      this.setStatus('live');
      // What a page showed before its stream was ready may already be out of date (a change
      // between its request and this moment): each new interest asks once more, and all of
      // them after a stream was lost.
      for (const subscription of this.subscriptions) {
        if (this.missed || !subscription.heard) subscription.onNews({ kind: 'resync' });
        subscription.heard = true;
      }
      this.missed = false;
    });
    source.addEventListener('resync', () => this.dispatch({ kind: 'resync' }));
    source.addEventListener('notifications', () => this.dispatch({ kind: 'notifications' }));
    for (const kind of ['collaboration', 'comments'] as const) {
      source.addEventListener(kind, (event) => {
        const id = (JSON.parse(event.data) as { id?: unknown }).id;
        if (typeof id === 'string') this.dispatch({ kind, id });
      });
    }
    // The member opened this page in too many tabs, and this one was the oldest: it stays as it is.
    source.addEventListener('evicted', () => {
      this.close();
      this.setStatus('off');
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      this.missed = true;
      if (source.readyState === EventSource.CONNECTING) return this.setStatus('connecting');
      // Refused (not a drop, which the browser resumes by itself): try again, later each time.
      this.close();
      this.setStatus('off');
      this.retryTimer = setTimeout(() => this.follow(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MS.longest);
    });
  }

  private close(): void {
    clearTimeout(this.retryTimer);
    this.source?.close();
    this.source = null;
    this.address = null;
  }

  private dispatch(news: LiveNews): void {
    for (const { interest, onNews } of this.subscriptions) {
      const wants =
        news.kind === 'resync' ||
        (news.kind === 'notifications' && interest === 'notifications') ||
        (news.kind === 'collaboration' && (interest === 'board' || interest === `collaboration:${news.id}`)) ||
        (news.kind === 'comments' && interest === `post:${news.id}`);
      if (wants) onNews(news);
    }
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

/** The tab's connection, made when something first follows news (never on the server, where effects do not run). */
let connection: LiveConnection | null = null;
const theConnection = () => (connection ??= new LiveConnection());

const subscribeStatus = (listener: () => void) => theConnection().onStatus(listener);
const readStatus = () => theConnection().getStatus();
const readServerStatus = (): LiveStatus => 'off';

/** Whether this tab hears news live now: pages say so, and the bell stops asking by itself while it does. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, readStatus, readServerStatus);
}

/**
 * Follows `interest` while the calling component is shown (`null`: nothing), calling
 * `onNews` with each news of it and with every `resync`. The caller decides what to ask again.
 */
export function useLiveNews(interest: LiveInterest | null, onNews: (news: LiveNews) => void): LiveStatus {
  const hear = useEffectEvent(onNews);
  useEffect(() => {
    if (!interest) return;
    return theConnection().subscribe({ interest, onNews: (news) => hear(news) });
  }, [interest]);
  return useLiveStatus();
}
