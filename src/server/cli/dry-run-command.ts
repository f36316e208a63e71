import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { openDatabase } from '../core/db/client.js';
import type { Database } from '../core/db/database.js';
import { checkMediaStorage, createMediaStorage } from '../core/media/create-storage.js';
import { claimMediaStorage } from '../core/media/site-owner.js';
import type { MediaStorage } from '../core/media/storage.js';

/** What a housekeeping command works on: the configured database, migrated, and the media storage. */
export interface SiteData {
  database: Database;
  storage: MediaStorage;
  dryRun: boolean;
}

/**
 * Runs a housekeeping command that takes only `--dry-run` (media:sweep, pupils:anonymise): reads
 * the option (a wrong one prints `usage` and answers 1), opens the storage and the database the
 * configuration names (`purpose` says who holds the embedded one), migrates it, runs `task`, and
 * closes the database whatever happens.
 */
export async function runDryRunCommand(purpose: string, usage: string, task: (site: SiteData) => Promise<number>): Promise<number> {
  let dryRun: boolean;
  try {
    const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } }, strict: true });
    dryRun = values['dry-run'] ?? false;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  const config = loadConfig();
  const storage = createMediaStorage(config);
  await checkMediaStorage(storage);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded: config.embeddedDatabase, purpose });
  try {
    await database.migrate();
    // Both commands delete pictures: only in a folder of this site's own.
    await claimMediaStorage(storage, database.db);
    return await task({ database, storage, dryRun });
  } finally {
    await database.close();
  }
}
