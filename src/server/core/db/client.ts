import { join } from 'node:path';
import type { Database } from './database.js';
import { startEmbeddedCluster } from './embedded-cluster.js';
import { embeddedPostgresFits, type EmbeddedPostgresWatch } from './embedded-postgres.js';
import { acquireDataDirLock } from './lock.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

// The types live beside the drivers' code, which needs them too; importers keep one address.
export type { Database, Db, Unlisten } from './database.js';

/** Which engine keeps the embedded database (no DATABASE_URL): see decision 0019. */
export type EmbeddedEngine = 'postgres' | 'pglite';

interface DatabaseOptions {
  /** postgres://… for PostgreSQL, memory:// for a throwaway PGlite, undefined for the embedded database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database's engine; by default PostgreSQL when npm installed its binaries here, else PGlite. */
  embedded?: EmbeddedEngine;
  /** Who holds the embedded database's lock (shown to anyone refused). */
  purpose: string;
  /** Where news about the database goes (a lost LISTEN connection, the embedded server's warnings); stderr by default. */
  log?: (message: string) => void;
  /**
   * How this process hears that its embedded PostgreSQL died, came back or could not be
   * started again (it is restarted with back-off either way); by default each goes to `log`.
   */
  watch?: EmbeddedPostgresWatch;
  /**
   * The embedded PostgreSQL is answered as soon as it is launched, not once it answers: its
   * connections, migrations, locks and listeners wait for it, and its failure to start is
   * thrown by migrate(). The server builds its app meanwhile; commands need not.
   */
  whileStarting?: boolean;
}

/** Opens the configured database; the embedded one is locked to this process until close(). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const url = options.databaseUrl;
  const log = options.log ?? ((message: string) => console.error(message));
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, log);
  if (url === 'memory://') return openPglite('memory://', async () => {});
  const engine = options.embedded ?? (await defaultEngine(options.dataDir, log));
  const release = await acquireDataDirLock(options.dataDir, options.purpose);
  try {
    const watch = options.watch ?? { died: log, restarted: log, lost: (error: Error) => log(error.message) };
    return engine === 'postgres' ? await openEmbeddedPostgres(options.dataDir, log, watch, release, options.whileStarting ?? false) : await openPglite(join(options.dataDir, 'db'), release);
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * PostgreSQL where it fits (decision 0019), else PGlite, so that `npm install && npm start`
 * works everywhere; the operator is told why, and how to get the faster engine. A PGlite
 * folder is converted by the first start where PostgreSQL fits.
 */
async function defaultEngine(dataDir: string, log: (message: string) => void): Promise<EmbeddedEngine> {
  const fit = await embeddedPostgresFits(dataDir);
  if (fit.fits) return 'postgres';
  log(`The embedded database runs on PGlite, which is slower and needs more memory than PostgreSQL: ${fit.reason}.`);
  return 'pglite';
}

/**
 * The embedded PostgreSQL of decision 0019: a cluster in dataDir/pg run by this process
 * (converted from an earlier version's PGlite folder on its first start), reached through
 * the same pool as a PostgreSQL server. Closing it stops the cluster, then frees the folder.
 * `whileStarting`: see DatabaseOptions.
 */
async function openEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
  watch: EmbeddedPostgresWatch,
  release: () => Promise<void>,
  whileStarting: boolean,
): Promise<Database> {
  const { server, conversion } = await startEmbeddedCluster(dataDir, (line) => log(`embedded database: ${line}`), watch);
  if (conversion) {
    const rows = Object.values(conversion.rows).reduce((sum, n) => sum + n, 0);
    log(`The embedded database moved to PostgreSQL (${rows} rows copied); the earlier PGlite folder is kept in ${conversion.keptAt}.`);
  }
  let database: Database;
  try {
    if (!whileStarting) await server.ready;
    database = await openPostgres(server.url, log, { ready: server.ready });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    ...database,
    kind: 'embedded',
    async close() {
      try {
        await database.close();
      } finally {
        await server.stop();
        await release();
      }
    },
  };
}
