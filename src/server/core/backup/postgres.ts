/**
 * Backup and restore of a PostgreSQL database with pg_dump and pg_restore: pg_dump reads one
 * consistent snapshot, so a backup may run while servers serve; a restore runs in one
 * transaction, but servers must be stopped so none reads the database while it changes.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import { LocalMediaStorage, type MediaStorage } from '../media/storage.js';
import { extractArchive, removeUnpacked, writeArchive } from './archive.js';
import { BackupError } from './errors.js';
import { newManifest, type Manifest } from './manifest.js';
import { listMediaNames, putMediaBack } from './media.js';
import { appliedMigrations } from './migrations.js';
import { checkPgDumpVersion, libpqTarget, redactUrl, runTool, serverMajorVersion, toolMajorVersion, withPgClient } from './postgres-tools.js';
import type { BackupSummary, RestoreSummary } from './summary.js';

const DUMP = 'database.dump';

function urlOf(config: Config): string {
  if (!config.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
  return config.databaseUrl;
}

/** Writes an archive of a pg_dump of DATABASE_URL and every media file; servers may keep running. */
export async function backupPostgres(config: Config, out: string, storage: MediaStorage): Promise<BackupSummary> {
  const url = urlOf(config);
  const pgDumpMajor = await toolMajorVersion('pg_dump');
  const { serverMajor, migrations } = await withPgClient(url, async (client) => ({
    serverMajor: await serverMajorVersion(client),
    migrations: await appliedMigrations((sql) => client.query(sql)),
  }));
  checkPgDumpVersion(pgDumpMajor, serverMajor);
  // Beside the archive: where the operator chose to have room for a backup.
  const work = await mkdtemp(join(dirname(out), '.agora-backup-'));
  try {
    const target = libpqTarget(url);
    await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${join(work, DUMP)}`, `--dbname=${target.dbname}`], target.env);
    // Listed after the dump: a picture is stored before its row is written, so every file
    // a row of the dump names is in this list.
    const media = await listMediaNames(storage);
    const manifest = newManifest('postgres', migrations, media.length, false);
    const written = await writeArchive(out, { manifest, root: work, paths: [DUMP], media, storage });
    return { kind: 'postgres', file: out, migrations: migrations.length, authSecret: false, ...written };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into DATABASE_URL: refuses a database that already holds a site unless
 * `replace`, unpacks and checks the archive (in DATA_DIR) before changing anything, puts the
 * media back, then restores the dump in one transaction.
 */
export async function restorePostgres(
  config: Config,
  file: string,
  manifest: Manifest,
  options: { replace: boolean },
  storage: MediaStorage,
): Promise<RestoreSummary> {
  const url = urlOf(config);
  await toolMajorVersion('pg_restore');
  const hasSite = await withPgClient(url, async (client) => {
    const { rows } = await client.query<{ present: boolean }>(`select to_regclass('public.users') is not null as present`);
    return rows[0]?.present === true;
  });
  if (hasSite && !options.replace) {
    throw new BackupError(
      `The database ${redactUrl(url)} already holds an Agora site. To overwrite it with the backup, run again with --replace (what it holds now is dropped: back it up first).`,
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  const work = await mkdtemp(join(config.dataDir, 'restoring-'));
  try {
    await extractArchive(file, work);
    if (!existsSync(join(work, DUMP))) throw new BackupError(`The backup ${file} holds no ${DUMP}; nothing was changed.`);
    // Media first: should the database restore fail, the site keeps its database and only
    // gains files nothing names yet (names never repeat).
    const media = await putMediaBack(new LocalMediaStorage(join(work, 'media')), storage);
    const target = libpqTarget(url);
    try {
      await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.dbname}`, join(work, DUMP)], target.env);
    } catch (error) {
      if (error instanceof BackupError) throw new BackupError(`${error.message} It ran in one transaction, so the database is as it was.`);
      throw error;
    }
    return { kind: 'postgres', target: redactUrl(url), migrations: manifest.migrations.length, media, authSecret: false, movedAside: null };
  } finally {
    await removeUnpacked(work);
  }
}
