/**
 * The process entry: configuration and the database, opened and migrating; then the rest of
 * the server (serve.ts): the app, the start-up work, listening, and a graceful shutdown that
 * lets in-flight requests finish and closes the database cleanly.
 */
import { ConfigError, loadConfig } from './core/config.js';
import { openDatabase } from './core/db/client.js';
import { DataDirLockedError } from './core/db/lock.js';
import { DatabaseUnreachableError } from './core/db/unavailable.js';
import { EmbeddedDatabaseError } from './core/db/embedded-postgres.js';
import { BucketUnreachableError } from './core/media/s3-storage.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // The database speaks before the app's logger exists (its LISTEN connection may drop at any time).
  let logDatabase = (message: string, _level: 'info' | 'warn' | 'fatal' = 'warn') => console.error(message);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
    purpose: 'server',
    // The embedded PostgreSQL starts while the rest of the server is loaded and the app built, below.
    whileStarting: true,
    log: (message) => logDatabase(message),
    // The embedded PostgreSQL died under the server: said at once at fatal, started again,
    // and if it cannot be, the process exits 1 so that a service manager starts it afresh
    // (serving 503 for ever, holding the data folder, would help no one).
    watch: {
      died: (message) => logDatabase(message, 'fatal'),
      restarted: (message) => logDatabase(message, 'warn'),
      lost: (error) => {
        logDatabase(`${error.message} Agora stops, so that whatever runs it can start it afresh.`, 'fatal');
        process.exit(1);
      },
    },
  });
  // The pool's first connection and the LISTEN connection open while the app is built.
  database.warmUp();
  // Under an advisory lock: instances started together on a new database take turns. Building
  // the app meanwhile asks nothing of the database (app.test.ts), so the two overlap: the
  // embedded PostgreSQL starts and migrates on one core while the app is built on the other.
  const migrated = database.migrate();
  // Awaited once the app is built; should anything fail first, this must not go unheard.
  migrated.catch(() => {});
  // The rest of the server, and with it most of the bundle's code (the app, its features, Fastify,
  // better-auth), is evaluated only now: the embedded PostgreSQL, started above, starts on the
  // other core meanwhile, where it used to start only after all of it (decision 0067).
  let serving;
  try {
    serving = await import('./serve.js');
  } catch (error) {
    await database.close();
    throw error;
  }
  await serving.serve({
    config,
    database,
    migrated,
    onLogger: (log) => {
      logDatabase = (message, level = 'warn') => log[level]({ source: 'database' }, message);
    },
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BucketUnreachableError || error instanceof DatabaseUnreachableError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else {
    console.error('Agora could not start:', error);
  }
  process.exit(1);
});
