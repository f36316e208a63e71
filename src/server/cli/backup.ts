/**
 * `npm run backup -- --out FILE`
 * Writes one .tar.gz of the site DATA_DIR / DATABASE_URL point at: the database, every media
 * file and (embedded database) the auth secret. On the embedded database it refuses while
 * a server runs: stop it, back up, start it again. A PostgreSQL backup (pg_dump) may run while
 * servers serve. docs/operations-backup.md has the whole story.
 */
import { parseArgs } from 'node:util';
import { createBackup } from '../core/backup/backup.js';
import { describeBackup } from '../core/backup/summary.js';
import { fromCallerDir, runBackupCommand, usageError } from './backup-command.js';

const USAGE = 'Usage: npm run backup -- --out FILE.tar.gz';

let out: string | undefined;
try {
  ({ values: { out } } = parseArgs({ options: { out: { type: 'string' } }, strict: true }));
} catch (error) {
  usageError((error as Error).message, USAGE);
}
if (!out) usageError('Missing --out.', USAGE);
const file = fromCallerDir(out);

runBackupCommand(async (config) => describeBackup(await createBackup(config, file)));
