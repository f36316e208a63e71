import { sql } from 'drizzle-orm';
import { withTimeout } from '../lib/timeout.js';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Database, Db } from './database.js';
import * as schema from './schema.js';

/**
 * PGlite's default shared_buffers (128 MB) is touched as it is used and stays resident; a
 * school's data fits a fraction of it, and the OS page cache keeps the files warm anyway.
 * This keeps an idle server near its memory budget (150 MB idle, decision 0019).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * In one process, named locks are a promise chain per name: the embedded database has no
 * other process to coordinate with (its folder is locked to this one), but a periodic job
 * and a start-up task in this process must still take turns.
 */
class InProcessLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  async with<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(task);
    this.tails.set(name, run);
    try {
      return await run;
    } finally {
      if (this.tails.get(name) === run) this.tails.delete(name);
    }
  }

  async try<T>(name: string, task: () => Promise<T>): Promise<T | null> {
    if (this.tails.has(name)) return null;
    return this.with(name, task);
  }
}

/**
 * PGlite and drizzle's driver for it, loaded when first used: requiring them took ~25 ms of every
 * start, and a start on the embedded PostgreSQL (the default wherever it fits) never uses them.
 */
export async function loadPglite() {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  return { PGlite, drizzle, migrate };
}

/** Opens PGlite in `dataDir` (or memory://); `release` gives back the folder's lock after closing. */
export async function openPglite(dataDir: string, release: () => Promise<void>): Promise<Database> {
  const { PGlite, drizzle: drizzlePglite, migrate: migratePglite } = await loadPglite();
  const client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const locks = new InProcessLocks();
  return {
    db,
    kind: 'embedded',
    migrate: () => locks.with('migrate', () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR })),
    withLock: (name, task) => locks.with(name, task),
    // In this process: nothing to open.
    warmUp: () => {},
    tryWithLock: (name, task) => locks.try(name, task),
    // PGlite delivers a NOTIFY to the listeners of its own (only) connection: the same
    // channel code runs here as on PostgreSQL, within one process.
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    async ping(timeoutMs) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, 'the embedded database');
    },
    async close() {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}
