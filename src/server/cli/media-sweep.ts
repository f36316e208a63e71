/**
 * `npm run media:sweep -- [--dry-run]`: removes pictures nothing uses any more (after a week)
 * and files of interrupted uploads (after an hour), from the database and the storage the
 * configuration names (local folder or bucket). A running server does this every six hours
 * by itself; this is for an operator who wants it now, or wants to see what it would do.
 * On the embedded database it refuses while a server runs, like every command.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { openDatabase } from '../core/db/client.js';
import { checkMediaStorage, createMediaStorage } from '../core/media/create-storage.js';
import { sweepMedia } from '../core/media/sweep.js';
import { exitWith } from './exit-with.js';

const USAGE = 'Usage: npm run media:sweep -- [--dry-run]';

async function main(): Promise<number> {
  let dryRun: boolean;
  try {
    const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } }, strict: true });
    dryRun = values['dry-run'] ?? false;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  const storage = createMediaStorage(config);
  await checkMediaStorage(storage);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded: config.embeddedDatabase, purpose: 'media:sweep' });
  try {
    await database.migrate();
    const report = await database.withLock('job:media-sweep', () => sweepMedia({ db: database.db, storage }, { dryRun }));
    const verb = dryRun ? 'Would remove' : 'Removed';
    console.log(
      `${verb} ${report.unusedMedia} unused picture${report.unusedMedia === 1 ? '' : 's'} (${report.unusedFiles} files) and ${report.strayFiles} file${report.strayFiles === 1 ? '' : 's'} of interrupted uploads from the ${storage.description}.`,
    );
    if (report.failedFiles > 0) console.log(`${report.failedFiles} files could not be deleted; the next sweep tries again.`);
    return 0;
  } finally {
    await database.close();
  }
}

exitWith(main);
