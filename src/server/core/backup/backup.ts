/** The two commands' logic, whichever database is configured; cli/backup.ts and cli/restore.ts call these. */
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config.js';
import { checkMediaStorage, createMediaStorage } from '../media/create-storage.js';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { S3MediaStorage } from '../media/s3-storage.js';
import type { MediaStorage } from '../media/storage.js';
import { readManifest } from './archive.js';
import { backupEmbedded, restoreEmbedded } from './embedded.js';
import { BackupError } from './errors.js';
import { checkManifestFits, type DatabaseKind } from './manifest.js';
import { knownMigrations } from './migrations.js';
import { backupPostgres, restorePostgres } from './postgres.js';
import type { BackupSummary, RestoreSummary } from './summary.js';

/** Which database the configuration names; a throwaway in-memory one has nothing to keep. */
function configuredKind(config: Config): DatabaseKind {
  if (config.databaseUrl === 'memory://') {
    throw new BackupError('DATABASE_URL=memory:// is a throwaway in-memory database: there is nothing to back up or restore into.');
  }
  return config.databaseUrl ? 'postgres' : 'embedded';
}

/** The site's media storage (local folder or bucket), checked before anything is read or written. */
async function storageOf(config: Config): Promise<MediaStorage> {
  const storage = createMediaStorage(config);
  await checkMediaStorage(storage);
  return storage;
}

function checkOutput(out: string): void {
  const folder = dirname(out);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new BackupError(`The folder ${folder} does not exist: create it, or choose another --out.`);
  if (statSync(out, { throwIfNoEntry: false })?.isDirectory()) throw new BackupError(`${out} is a folder: --out names the archive file to write.`);
}

/** Writes a backup of the configured site (database and media) to `out`, an absolute path. */
export async function createBackup(config: Config, out: string): Promise<BackupSummary> {
  const kind = configuredKind(config);
  checkOutput(out);
  const storage = await storageOf(config);
  return kind === 'embedded' ? backupEmbedded(config, out, storage) : backupPostgres(config, out, storage);
}

/** Restores the backup `file` into the configured site, refusing unless it fits (see checkManifestFits). */
export async function restoreBackup(config: Config, file: string, options: { replace: boolean }): Promise<RestoreSummary> {
  const kind = configuredKind(config);
  const manifest = await readManifest(file);
  checkManifestFits(manifest, { kind, knownMigrations: knownMigrations() });
  const storage = await storageOf(config);
  const summary = await (kind === 'embedded' ? restoreEmbedded(config, file, manifest, options, storage) : restorePostgres(config, file, manifest, options, storage));
  if (storage instanceof S3MediaStorage) await renewRestoredSiteId(config);
  return summary;
}

/**
 * A restored database is a new site as far as the bucket is concerned: a restore test or a
 * staging copy started on the original's bucket folder is refused (media/site-owner.ts)
 * rather than sweeping the pictures the original added since the backup. A restore that
 * replaces a lost site takes the folder back with `npm run media:claim`. A backup older than
 * the site id has none; the first start gives it a new one.
 */
async function renewRestoredSiteId(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded: config.embeddedDatabase, purpose: 'restore' });
  try {
    await database.db.execute(sql`
      do $$ begin
        if to_regclass('public.site_identity') is not null then update site_identity set site_id = gen_random_uuid(), created_at = now(); end if;
      end $$`);
  } finally {
    await database.close();
  }
}
