/**
 * `npm run media:sweep -- [--dry-run]`: removes pictures nothing uses any more (after a week)
 * and files of interrupted uploads (after an hour), from the database and the storage the
 * configuration names (local folder or bucket). A running server does this every six hours
 * by itself; this is for an operator who wants it now, or wants to see what it would do.
 * On the embedded database it refuses while a server runs, like every command.
 */
import { sweepMedia } from '../core/media/sweep.js';
import { runDryRunCommand } from './dry-run-command.js';
import { exitWith } from './exit-with.js';

const USAGE = 'Usage: npm run media:sweep -- [--dry-run]';

exitWith(() =>
  runDryRunCommand('media:sweep', USAGE, async ({ database, storage, dryRun }) => {
    const report = await database.withLock('job:media-sweep', () => sweepMedia({ db: database.db, storage }, { dryRun }));
    const verb = dryRun ? 'Would remove' : 'Removed';
    console.log(
      `${verb} ${report.unusedMedia} unused picture${report.unusedMedia === 1 ? '' : 's'} (${report.unusedFiles} files) and ${report.strayFiles} file${report.strayFiles === 1 ? '' : 's'} of interrupted uploads from the ${storage.description}.`,
    );
    if (report.failedFiles > 0) console.log(`${report.failedFiles} files could not be deleted; the next sweep tries again.`);
    return 0;
  }),
);
