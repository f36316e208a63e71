/**
 * Backup and restore of the embedded database: its folder copied as it is on disk, which is
 * consistent only because nothing holds it meanwhile. Both therefore take the data folder's
 * lock and refuse while a server runs.
 *
 * The folder is PostgreSQL's cluster (`pg/`, with its role's password in `db-password`;
 * decision 0019), or, on a site not yet started by this version, PGlite's (`db/`). Either
 * restores: a PGlite archive is put back as it is and converted by the next start.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { handToClusterOwner, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.js';
import { loadPglite } from '../db/pglite.js';
import { LocalMediaStorage, type MediaStorage } from '../media/storage.js';
import { extractArchive, removeUnpacked, writeArchive } from './archive.js';
import { BackupError } from './errors.js';
import { newManifest, type ArchiveKind, type Manifest } from './manifest.js';
import { listMediaNames, putMediaBack } from './media.js';
import { appliedMigrations } from './migrations.js';
import type { BackupSummary, RestoreSummary } from './summary.js';

/** The folders and files of DATA_DIR that make up the embedded database, by archive kind. */
const CLUSTER = 'pg';
const CLUSTER_PASSWORD = 'db-password';
const PGLITE = 'db';
const DATABASE_FILES: Record<Exclude<ArchiveKind, 'postgres'>, string[]> = {
  'embedded-postgres': [CLUSTER, CLUSTER_PASSWORD],
  pglite: [PGLITE],
};
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
  const { PGlite } = await loadPglite();
  const client = await PGlite.create(dir);
  try {
    return await appliedMigrations((sql) => client.query<Record<string, unknown>>(sql));
  } finally {
    await client.close();
  }
}

/**
 * Starts the cluster in `dir` for a moment to read its migrations, and stops it cleanly, so
 * its files are then a consistent copy (a cluster a killed server left running is stopped first).
 */
async function clusterMigrations(dir: string): Promise<string[]> {
  const server = await startEmbeddedPostgres(dir, () => {});
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      return await appliedMigrations((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

/** Which embedded database `dir` holds (the cluster wins: a PGlite folder beside it is being put aside), or null. */
function embeddedKindIn(dir: string): Exclude<ArchiveKind, 'postgres'> | null {
  if (existsSync(join(dir, CLUSTER, 'PG_VERSION'))) return 'embedded-postgres';
  if (existsSync(join(dir, PGLITE, 'PG_VERSION'))) return 'pglite';
  return null;
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
  if (!embeddedKindIn(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir} to back up: is DATA_DIR right?`);
  const advice = 'A backup of the embedded database needs the server stopped for a moment: stop it, run the backup, then start it again.';
  return withLock(dataDir, 'backup', advice, async () => {
    const kind = embeddedKindIn(dataDir)!;
    const migrations = kind === 'pglite' ? await pgliteMigrations(join(dataDir, PGLITE)) : await clusterMigrations(join(dataDir, CLUSTER));
    // With AUTH_SECRET set, the file (if any) signs nothing: the secret is configuration.
    const withSecret = !config.authSecret && existsSync(join(dataDir, SECRET));
    const media = await listMediaNames(storage);
    const manifest = newManifest(kind, migrations, media.length, withSecret);
    const paths: string[] = [];
    for (const name of DATABASE_FILES[kind]) paths.push(...(name === CLUSTER_PASSWORD ? [name] : await treeOf(dataDir, name)));
    if (withSecret) paths.push(SECRET);
    const written = await writeArchive(out, { manifest, root: dataDir, paths, media, storage });
    return { kind: 'embedded', file: out, migrations: migrations.length, authSecret: withSecret, ...written };
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
async function checkUnpacked(dataDir: string, work: string, manifest: Manifest, file: string): Promise<void> {
  const broken = (what: string) => new BackupError(`The backup ${file} ${what}; nothing was changed.`);
  const kind = manifest.kind === 'pglite' ? 'pglite' : 'embedded-postgres';
  if (embeddedKindIn(work) !== kind || !DATABASE_FILES[kind].every((name) => existsSync(join(work, name)))) throw broken('holds no embedded database');
  if (manifest.authSecret === 'included' && !existsSync(join(work, SECRET))) throw broken('lacks the auth secret its manifest lists');
  let migrations: string[];
  try {
    if (kind === 'pglite') {
      migrations = await pgliteMigrations(join(work, PGLITE));
    } else {
      // Unpacked by Agora; run (when Agora is root) by the cluster's owner, who must reach it.
      await handToClusterOwner(join(work, CLUSTER), [dataDir, work]);
      migrations = await clusterMigrations(join(work, CLUSTER));
    }
  } catch (error) {
    throw broken(`holds a database that does not open (${(error as Error).message})`);
  }
  if (migrations.join() !== manifest.migrations.join()) throw broken('holds a database that does not match its manifest');
}

/**
 * Restores an archive into DATA_DIR. It unpacks and checks everything in a folder inside
 * DATA_DIR first, so a damaged archive changes nothing; then moves aside what it would
 * replace, puts the media back, and renames the database into place last (its folder the
 * very last), so a DATA_DIR with a database is always a complete one.
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
    if (embeddedKindIn(dataDir) && !options.replace) {
      throw new BackupError(
        `${dataDir} already has a database. To put the backup in its place, run again with --replace: the current database, media and auth secret are moved into ${join(dataDir, 'replaced-<time>')}, not deleted.`,
      );
    }
    const work = await mkdtemp(join(dataDir, 'restoring-'));
    try {
      await extractArchive(file, work);
      await checkUnpacked(dataDir, work, manifest, file);
      // Whatever the restore would overwrite is kept, even a secret or media without a database.
      const movedAside = await moveAside(dataDir, [CLUSTER, CLUSTER_PASSWORD, PGLITE, MEDIA, SECRET]);
      const media = await putMediaBack(new LocalMediaStorage(join(work, MEDIA)), storage);
      const withSecret = manifest.authSecret === 'included';
      if (withSecret) {
        await rename(join(work, SECRET), join(dataDir, SECRET));
        await chmod(join(dataDir, SECRET), 0o600);
      }
      const databaseFiles = DATABASE_FILES[manifest.kind === 'pglite' ? 'pglite' : 'embedded-postgres'];
      for (const name of [...databaseFiles].reverse()) await rename(join(work, name), join(dataDir, name));
      return { kind: 'embedded', target: dataDir, migrations: manifest.migrations.length, media, authSecret: withSecret, movedAside };
    } finally {
      await removeUnpacked(work);
    }
  });
}
