/**
 * The server once its database is open: builds the app while the migrations run, does the
 * start-up work one instance at a time, listens, and stops gracefully. server.ts loads this module
 * (and with it the app, its features and their libraries) only after it has opened the database,
 * so that the embedded PostgreSQL starts on the other core while they are evaluated (decision 0067).
 */
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { resolveAuthSecret } from './core/auth/auth-secret.js';
import type { Config } from './core/config.js';
import type { Database } from './core/db/database.js';
import { seedEmptyDatabase, shouldSeed } from './seed/seed.js';
import { issuePasswordLink, PASSWORD_LINK_HOURS } from './core/auth/password-link.js';
import { setFirstRunLanguage } from './core/i18n/site-language.js';
import { ensureFirstProjects } from './features/projects/first-projects.js';
import { ensureSiteImages } from './features/site/site-images.js';
import { checkMediaStorage } from './core/media/create-storage.js';
import { claimMediaStorage } from './core/media/site-owner.js';
import { startMaintenance } from './maintenance.js';

export interface ServeOptions {
  config: Config;
  database: Database;
  /** The database's migrations, started by the caller as soon as it opened it. */
  migrated: Promise<void>;
  /** Called once the app's logger exists, for the database to speak through it. */
  onLogger(log: FastifyBaseLogger): void;
}

export async function serve({ config, database, migrated, onLogger }: ServeOptions): Promise<void> {
  let app;
  try {
    const authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
    app = await buildApp(config, { database, authSecret });
    await migrated;
    // Before the site pictures are stored and before listening: a wrong bucket fails the start, plainly.
    await checkMediaStorage(app.mediaStorage);
    // A bucket folder of another site's pictures is refused before this one stores any there.
    await claimMediaStorage(app.mediaStorage, app.db);
    app.log.info(`media are stored in the ${app.mediaStorage.description}`);
  } catch (error) {
    // The app, once built, closes the database with itself.
    await (app ? app.close() : database.close());
    throw error;
  }
  const log = app.log;
  onLogger(log);

  // One instance at a time draws the missing site pictures and seeds a new database, so two
  // started together neither store everything twice nor both create the first admin.
  const admin = await database.withLock('startup', async () => {
    await ensureSiteImages({ db: app.db, storage: app.mediaStorage });
    await ensureFirstProjects(app.db);
    // Before the first account: only a new database takes the installer's language.
    if (config.siteLanguage && (await setFirstRunLanguage(app.db, config.siteLanguage))) log.info(`the site speaks ${config.siteLanguage} (SITE_LANGUAGE)`);
    return shouldSeed(config.seedDemo, database.kind) ? seedEmptyDatabase({ db: app.db, auth: app.auth, storage: app.mediaStorage }) : null;
  });
  let closing = false;
  let stopMaintenance = () => {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopMaintenance();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Fastify names every interface it binds ("listening at http://127.0.0.1:3000", "…[::1]…"):
  // a newcomer should see one address, the one to open, in the line after this.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  stopMaintenance = startMaintenance(app);
  app.log.info(`Agora is serving ${config.publicUrl} on the ${database.kind === 'embedded' ? 'embedded database' : 'PostgreSQL database'}`);
  // Last, below the address to open: what the first visit logs comes after it, not over it.
  if (admin) {
    // The log is written asynchronously (and pretty by a worker thread): flushed first, it
    // mostly stays above; not always (a CI run once saw the block first), so no test asserts the order.
    const pinoLog = log as unknown as { flush?: (done: () => void) => void };
    await new Promise<void>((resolve) => (pinoLog.flush ? pinoLog.flush(() => resolve()) : resolve()));
    // The newcomer chooses the password (no secret in the terminal's scrollback), by a link that
    // works once; a lost or late one is made again at the console, as the block says.
    const link = await issuePasswordLink(app.db, admin.id, config.publicUrl, { welcome: true });
    // Printed once, to the console rather than the structured log: it is for the person at the terminal.
    console.log(
      [
        '',
        `This new database has an administrator account, ${admin.email}. Choose its password here`,
        `(the link works once, within ${PASSWORD_LINK_HOURS} hours), then sign in:`,
        `  ${link}`,
        `A new link at any time: npm run user:reset-password -- --email ${admin.email} --link`,
        // Where a Greek school would look first: how to make the site speak Greek.
        config.siteLanguage
          ? `The site speaks ${config.siteLanguage === 'el' ? 'Greek' : 'English'} to visitors; administrators can change that under Admin, Settings.`
          : 'The site speaks English to visitors. For Greek, choose it under Admin, Settings, or start a new database with SITE_LANGUAGE=el.',
        '',
      ].join('\n'),
    );
  }
}
