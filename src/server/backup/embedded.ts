/**
 * Backup and restore of the embedded database: its folder (DATA_DIR/db) copied as it is on
 * disk, which is consistent only because nothing holds it meanwhile. Both therefore take the
 * data folder's lock and refuse while a server runs.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.js';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.js';
import { LocalMediaStorage, type MediaStorage } from '../media/storage.js';
import { extractArchive, removeUnpacked, writeArchive } from './archive.js';
import { BackupError } from './errors.js';
import { newManifest, type Manifest } from './manifest.js';
import { listMediaNames, putMediaBack } from './media.js';
import { appliedMigrations } from './migrations.js';
import type { BackupSummary, RestoreSummary } from './summary.js';

const DB = 'db';
const SECRET = 'auth-secret';
const MEDIA = 'media';

async function withLock<T>(dataDir: string, purpose: string, advice: string, action: () => Promise<T>): Promise<T> {
  let release: () => Promise<void>;
  try {
    release = await acquireDataDirLock(dataDir, purpose);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(`${error.message} ${advice}`);
    throw error;
  }
  try {
    return await action();
  } finally {
    await release();
  }
}

/** Opens the PGlite database in `dir` for a moment to read its migrations (nothing else may hold it). */
async function pgliteMigrations(dir: string): Promise<string[]> {
  const client = await PGlite.create(dir);
  try {
    return await appliedMigrations((sql) => client.query<Record<string, unknown>>(sql));
  } finally {
    await client.close();
  }
}

/** `folder` and everything under it, parents first, relative to `root` (tar recreates empty folders too: PostgreSQL needs them). */
async function treeOf(root: string, folder: string): Promise<string[]> {
  const paths = [folder];
  const entries = (await readdir(join(root, folder), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    paths.push(...(entry.isDirectory() ? await treeOf(root, path) : [path]));
  }
  return paths;
}

/** Writes an archive of the embedded database, its auth secret and every media file. */
export async function backupEmbedded(config: Config, out: string, storage: MediaStorage): Promise<BackupSummary> {
  const dataDir = config.dataDir;
  // Checked before the lock, which would create a DATA_DIR that a typo named.
  if (!existsSync(join(dataDir, DB))) throw new BackupError(`There is no embedded database in ${dataDir} to back up: is DATA_DIR right?`);
  const advice = 'A backup of the embedded database needs the server stopped for a moment: stop it, run the backup, then start it again.';
  return withLock(dataDir, 'backup', advice, async () => {
    const migrations = await pgliteMigrations(join(dataDir, DB));
    // With AUTH_SECRET set, the file (if any) signs nothing: the secret is configuration.
    const withSecret = !config.authSecret && existsSync(join(dataDir, SECRET));
    const media = await listMediaNames(storage);
    const manifest = newManifest('pglite', migrations, media.length, withSecret);
    const paths = [...(await treeOf(dataDir, DB)), ...(withSecret ? [SECRET] : [])];
    const written = await writeArchive(out, { manifest, root: dataDir, paths, media, storage });
    return { kind: 'pglite', file: out, migrations: migrations.length, authSecret: withSecret, ...written };
  });
}

/** Moves whichever of `names` exist in `dataDir` into a new `replaced-<time>` folder there; null when none does. */
async function moveAside(dataDir: string, names: string[]): Promise<string | null> {
  const present = names.filter((name) => existsSync(join(dataDir, name)));
  if (present.length === 0) return null;
  const aside = join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(aside);
  for (const name of present) await rename(join(dataDir, name), join(aside, name));
  return aside;
}

/** Checks an unpacked archive against its manifest, and that its database opens, before anything is changed. */
async function checkUnpacked(work: string, manifest: Manifest, file: string): Promise<void> {
  const broken = (what: string) => new BackupError(`The backup ${file} ${what}; nothing was changed.`);
  if (!existsSync(join(work, DB, 'PG_VERSION'))) throw broken('holds no embedded database');
  if (manifest.authSecret === 'included' && !existsSync(join(work, SECRET))) throw broken('lacks the auth secret its manifest lists');
  let migrations: string[];
  try {
    migrations = await pgliteMigrations(join(work, DB));
  } catch (error) {
    throw broken(`holds a database that does not open (${(error as Error).message})`);
  }
  if (migrations.join() !== manifest.migrations.join()) throw broken('holds a database that does not match its manifest');
}

/**
 * Restores an archive into DATA_DIR. It unpacks and checks everything in a folder inside
 * DATA_DIR first, so a damaged archive changes nothing; then moves aside what it would
 * replace, puts the media back, and renames the database into place last, so a DATA_DIR
 * with a database is always a complete one.
 */
export async function restoreEmbedded(
  config: Config,
  file: string,
  manifest: Manifest,
  options: { replace: boolean },
  storage: MediaStorage,
): Promise<RestoreSummary> {
  const dataDir = config.dataDir;
  return withLock(dataDir, 'restore', 'Restore with the server stopped, then start it again.', async () => {
    if (existsSync(join(dataDir, DB)) && !options.replace) {
      throw new BackupError(
        `${dataDir} already has a database. To put the backup in its place, run again with --replace: the current database, media and auth secret are moved into ${join(dataDir, 'replaced-<time>')}, not deleted.`,
      );
    }
    const work = await mkdtemp(join(dataDir, 'restoring-'));
    try {
      await extractArchive(file, work);
      await checkUnpacked(work, manifest, file);
      // Whatever the restore would overwrite is kept, even a secret or media without a database.
      const movedAside = await moveAside(dataDir, [DB, MEDIA, SECRET]);
      const media = await putMediaBack(new LocalMediaStorage(join(work, MEDIA)), storage);
      const withSecret = manifest.authSecret === 'included';
      if (withSecret) {
        await rename(join(work, SECRET), join(dataDir, SECRET));
        await chmod(join(dataDir, SECRET), 0o600);
      }
      await rename(join(work, DB), join(dataDir, DB));
      return { kind: 'pglite', target: dataDir, migrations: manifest.migrations.length, media, authSecret: withSecret, movedAside };
    } finally {
      await removeUnpacked(work);
    }
  });
}
