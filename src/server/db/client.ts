import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { acquireDataDirLock } from './lock.js';
import * as schema from './schema.js';

/** The Drizzle database, whichever driver is behind it; queries are written once for both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with what it takes to migrate and close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL, memory:// for a throwaway PGlite, undefined for PGlite in dataDir/db. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Who holds the embedded database's lock (shown to anyone refused). */
  purpose: string;
}

/** Opens the configured database; the embedded one is locked to this process until close(). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url === 'memory://') return openPglite('memory://', () => {});
  const release = acquireDataDirLock(options.dataDir, options.purpose);
  try {
    return await openPglite(join(options.dataDir, 'db'), release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite's default shared_buffers (128 MB) is touched as it is used and stays resident; a
 * school's data fits a fraction of it, and the OS page cache keeps the files warm anyway.
 * This keeps an idle server near the memory budget of DESIGN.md.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

async function openPglite(dataDir: string, release: () => void): Promise<Database> {
  const client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzleNodePg({ client: pool, schema });
  // Fail at start, with the server's own words, rather than on the first request.
  await db.execute(sql`select 1`);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}
