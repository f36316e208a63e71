/**
 * `npm run pupils:anonymise -- [--dry-run]`: anonymises the pupils who left longer ago than the
 * site's retention period (decision 0041). A running server does this every six hours by itself;
 * this is for an operator who wants it now, or wants to see who is next (`--dry-run` lists the
 * pupils waiting and the day each is due, and changes nothing). On the embedded database it
 * refuses while a server runs, like every command; on PostgreSQL the running servers forget the
 * public pages that named the pupils at once.
 */
import { anonymiseFormerPupils, previewFormerPupils, readRetention } from '../core/people/former-pupils.js';
import { PublicCache } from '../plugins/public-cache.js';
import { runDryRunCommand } from './dry-run-command.js';
import { exitWith } from './exit-with.js';

const USAGE = 'Usage: npm run pupils:anonymise -- [--dry-run]';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

exitWith(() =>
  runDryRunCommand('pupils:anonymise', USAGE, async ({ database, storage, dryRun }) => {
    if (dryRun) {
      const { years } = await readRetention(database.db);
      const { total, pupils } = await previewFormerPupils(database.db, years);
      console.log(`${plural(total, 'pupil')} who left ${total === 1 ? 'waits' : 'wait'} to be anonymised, ${plural(years, 'school year')} after leaving.`);
      for (const pupil of pupils) console.log(`${pupil.anonymisedOn.toISOString().slice(0, 10)}  ${pupil.name} ${pupil.surname} (left ${pupil.leftAt.toISOString().slice(0, 10)})`);
      return 0;
    }
    // On PostgreSQL the running servers hear through the database that pages naming the pupils changed.
    const run = await database.withLock('job:former-pupils', () => anonymiseFormerPupils({ db: database.db, storage, publicCache: new PublicCache(database) }));
    console.log(`Anonymised ${plural(run.anonymised, 'former pupil')}: ${plural(run.pictures, 'picture')} and ${plural(run.posts, 'post')} removed.`);
    return 0;
  }),
);
