import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The Drizzle database, whichever driver is behind it; queries are written once for both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Stops listening to a channel. */
export type Unlisten = () => Promise<void>;

/**
 * An open database with what it takes to migrate it, coordinate the processes that share
 * it, and close it. On PostgreSQL several Agora instances share one database, so what they
 * must agree on goes through it: advisory locks for work only one may do at a time,
 * LISTEN/NOTIFY for news such as "public pages changed". The embedded database belongs to
 * one process (see lock.ts), and the same calls work there inside that process.
 */
export interface Database {
  db: Db;
  /** 'embedded': the database in DATA_DIR that this process runs (PostgreSQL or PGlite, decision 0019), or a throwaway PGlite. */
  kind: 'embedded' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock, so instances started together take turns. */
  migrate(): Promise<void>;
  /** Runs `task` holding the named lock, waiting for whoever holds it: start-up work two instances must not do at once. */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Runs `task` only if nobody holds the named lock now, else answers null at once: periodic jobs one instance does. */
  tryWithLock<T>(name: string, task: () => Promise<T>): Promise<T | null>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`, from any process. `onGap` runs when a
   * lost connection to the database is back: messages sent meanwhile may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<Unlisten>;
  /** Sends `payload` to every listener of `channel`, in every process. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Opens, in the background, the connections a server needs as soon as it serves: one of the
   * pool's, and the one that LISTENs. A server calls it as it starts, so that they open while
   * the app is built rather than one after the other at the end of the start; a command, which
   * never listens, does not. A failure here is not reported: the same connections are opened
   * again, and fail plainly, when they are used.
   */
  warmUp(): void;
  /** Resolves once the database answers a trivial query, or rejects after `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}
