/**
 * `npm run restore -- FILE [--replace]`
 * Puts a backup made by `npm run backup` back into the site DATA_DIR / DATABASE_URL point at,
 * with the server(s) stopped: none may read a database while it is being restored. It refuses
 * a site that already has a database unless --replace (the embedded one's current data is then
 * moved aside into DATA_DIR/replaced-<time>/; a PostgreSQL database's is dropped).
 */
import { parseArgs } from 'node:util';
import { restoreBackup } from '../core/backup/backup.js';
import { describeRestore } from '../core/backup/summary.js';
import { fromCallerDir, runBackupCommand, usageError } from './backup-command.js';

const USAGE = 'Usage: npm run restore -- FILE.tar.gz [--replace]';

let positionals: string[] = [];
let replace = false;
try {
  const parsed = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  positionals = parsed.positionals;
  replace = parsed.values.replace;
} catch (error) {
  usageError((error as Error).message, USAGE);
}
if (positionals.length !== 1) usageError(positionals.length === 0 ? 'Missing the backup file.' : 'Name one backup file.', USAGE);
const file = fromCallerDir(positionals[0]!);

runBackupCommand(async (config) => describeRestore(await restoreBackup(config, file, { replace })));
