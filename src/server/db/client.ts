import { join } from 'node:path';
import type { Database } from './database.js';
import { acquireDataDirLock } from './lock.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

// The types live beside the drivers' code, which needs them too; importers keep one address.
export type { Database, Db, Unlisten } from './database.js';

interface DatabaseOptions {
  /** postgres://… for PostgreSQL, memory:// for a throwaway PGlite, undefined for PGlite in dataDir/db. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Who holds the embedded database's lock (shown to anyone refused). */
  purpose: string;
  /** Where news about the database's connections goes (a lost LISTEN connection); stderr by default. */
  log?: (message: string) => void;
}

/** Opens the configured database; the embedded one is locked to this process until close(). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.log ?? ((message) => console.error(message)));
  if (url === 'memory://') return openPglite('memory://', async () => {});
  const release = await acquireDataDirLock(options.dataDir, options.purpose);
  try {
    return await openPglite(join(options.dataDir, 'db'), release);
  } catch (error) {
    await release();
    throw error;
  }
}
