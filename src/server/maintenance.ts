import type { App } from './app.js';
import { sweepMedia } from './core/media/sweep.js';
import { anonymiseFormerPupils } from './core/people/former-pupils.js';
import { foldAllPendingRows } from './core/search/fold-pending.js';

/** A job the server runs now and then; with several instances, one at a time runs it. */
interface Job {
  name: string;
  everyMs: number;
  /** The first run, after start: not at once, so a start stays quick. */
  firstAfterMs: number;
  run(app: App): Promise<unknown>;
}

const MINUTE = 60 * 1000;

const JOBS: Job[] = [
  { name: 'rate-limit-cleanup', everyMs: 15 * MINUTE, firstAfterMs: 1 * MINUTE, run: (app) => app.rateCounters.sweepExpired() },
  { name: 'media-sweep', everyMs: 6 * 60 * MINUTE, firstAfterMs: 5 * MINUTE, run: (app) => sweepMedia({ db: app.db, storage: app.mediaStorage }, { dryRun: false }) },
  // Each member who asked gets at most one digest a day; hourly keeps that day close to a day.
  // Pupils who left longer ago than the retention period are anonymised within hours of their day.
  { name: 'former-pupils', everyMs: 6 * 60 * MINUTE, firstAfterMs: 15 * MINUTE, run: (app) => anonymiseFormerPupils({ db: app.db, storage: app.mediaStorage, publicCache: app.publicCache }) },
  // Searches fold the newest writes; this folds a backlog (after an upgrade, a bulk import, many
  // writes between two searches) without making a searcher wait for it.
  { name: 'search-folding', everyMs: 10 * MINUTE, firstAfterMs: MINUTE / 2, run: (app) => foldAllPendingRows(app.db) },
  { name: 'notification-digest', everyMs: 60 * MINUTE, firstAfterMs: 10 * MINUTE, run: (app) => app.sendNotificationDigests?.() ?? Promise.resolve(null) },
];

/**
 * Runs the periodic jobs of a serving process: forgetting expired rate-limit windows,
 * sweeping unused media, anonymising former pupils, folding searchable words and mailing notification digests. Each run takes the job's advisory
 * lock without waiting, so of N instances only one works at a time and the others skip that
 * turn. Returns a function that stops the timers (shutdown).
 */
export function startMaintenance(app: App, jobs: Job[] = JOBS): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const run = async () => {
      try {
        const result = await app.database.tryWithLock(`job:${job.name}`, () => job.run(app));
        if (result !== null) app.log.info({ job: job.name, result }, 'maintenance job done');
      } catch (error) {
        app.log.warn({ err: error, job: job.name }, 'maintenance job failed; it runs again at its next turn');
      }
    };
    const first = setTimeout(() => {
      void run();
      const every = setInterval(() => void run(), job.everyMs);
      every.unref();
      timers.push(every);
    }, job.firstAfterMs);
    first.unref();
    timers.push(first);
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
