import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Header, list, Pack, Parser, ReadEntry, x as extract } from 'tar';
import type { MediaStorage } from '../media/storage.js';
import { BackupError } from './errors.js';
import { MANIFEST_NAME, parseManifest, type Manifest } from './manifest.js';

/** Where the media files sit inside an archive: `media/<folder>/<name>`, as a local storage lays them out. */
const MEDIA_PREFIX = 'media/';

/** What goes into an archive, in this order. */
interface ArchiveContents {
  manifest: Manifest;
  /** Files and folders on disk, relative to `root`, each added as it is (folders without their contents). */
  root: string;
  paths: string[];
  /** Names of stored media files, read one at a time from `storage`. */
  media: string[];
  storage: MediaStorage;
}

/** What writeArchive put in: media files that vanished between listing and reading are left out. */
interface ArchiveWritten {
  media: number;
  vanished: string[];
  bytes: number;
}

/** A tar entry whose bytes we feed ourselves: a file of the database folder, a media file, the manifest. */
function newEntry(path: string, header: { size: number; mode: number; mtime: Date; type: 'File' | 'Directory' }): ReadEntry {
  return new ReadEntry(new Header({ path, ...header }));
}

/**
 * Writes a .tar.gz: the manifest first (so a restore can refuse early), then the paths on
 * disk, then every media file. It goes to FILE.partial, renamed to FILE only once complete:
 * FILE is a whole archive or what it was before, never half of one. The archive holds the
 * site's data (and maybe its auth secret), so only its owner may read it.
 */
export async function writeArchive(out: string, contents: ArchiveContents): Promise<ArchiveWritten> {
  const partial = `${out}.partial`;
  // The pack makes one writer per entry; remembering them lets us wait until an entry is
  // written out before reading the next media file, so memory holds one file, not all.
  const writers = new Map<ReadEntry, NodeJS.EventEmitter>();
  const pack = new Pack({
    gzip: true,
    cwd: contents.root,
    portable: true,
    noDirRecurse: true,
    strict: true,
    onWriteEntry: (writer) => {
      const source = (writer as unknown as { readEntry?: ReadEntry }).readEntry;
      if (source) writers.set(source, writer);
    },
  });
  const file = createWriteStream(partial, { mode: 0o600 });
  const failed = new Promise<never>((_, reject) => {
    pack.on('error', reject);
    file.on('error', reject);
  });
  const closed = new Promise<void>((resolve) => file.on('close', resolve));
  pack.pipe(file);

  /**
   * Adds one entry and waits until the pack has written it: one entry in flight at a time.
   * Every entry, files on disk included, goes this way: tar's Pack, given paths to stat
   * itself beside entries like these, can stall for good (a job ready at the head of its
   * queue is never started once four others hold its job slots; seen with tar 7.5.23).
   */
  const add = async (entry: ReadEntry, feed: (entry: ReadEntry) => void) => {
    pack.add(entry);
    const writer = writers.get(entry);
    writers.delete(entry);
    const written = writer ? new Promise((resolve) => writer.once('end', resolve)) : Promise.resolve();
    feed(entry);
    await written;
  };
  const addBytes = (path: string, data: Buffer, mtime: Date) =>
    add(newEntry(path, { size: data.length, mode: 0o644, mtime, type: 'File' }), (entry) => entry.end(data));
  /** A file or folder under root, streamed from disk so a large table file never sits in memory whole. */
  const addFromDisk = async (path: string) => {
    const absolute = join(contents.root, path);
    const info = await stat(absolute);
    if (info.isDirectory()) {
      await add(newEntry(`${path}/`, { size: 0, mode: info.mode & 0o7777, mtime: info.mtime, type: 'Directory' }), (entry) => entry.end());
      return;
    }
    if (!info.isFile()) throw new BackupError(`${absolute} is neither a file nor a folder; it cannot be backed up.`);
    const source = createReadStream(absolute);
    const streamed = new Promise<void>((resolve, reject) => {
      source.once('error', reject);
      source.once('end', resolve);
    });
    await add(newEntry(path, { size: info.size, mode: info.mode & 0o7777, mtime: info.mtime, type: 'File' }), (entry) =>
      source.pipe(entry as unknown as NodeJS.WritableStream),
    );
    await streamed;
  };

  const vanished: string[] = [];
  const feed = async () => {
    await addBytes(MANIFEST_NAME, Buffer.from(JSON.stringify(contents.manifest, null, 2) + '\n'), new Date(contents.manifest.createdAt));
    for (const path of contents.paths) await addFromDisk(path);
    for (const name of contents.media) {
      const data = await contents.storage.read(name);
      // Stored files are never deleted but by an upload that failed, cleaning up after
      // itself: nothing refers to such a file, so leaving it out loses nothing.
      if (!data) {
        vanished.push(name);
        continue;
      }
      await addBytes(MEDIA_PREFIX + name, data, new Date());
    }
    pack.end();
  };

  try {
    await Promise.race([feed(), failed]);
    await Promise.race([closed, failed]);
    await rename(partial, out);
  } catch (error) {
    file.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return { media: contents.media.length - vanished.length, vanished, bytes: (await stat(out)).size };
}

/**
 * tar refuses, by default, archives that inflate more than 1000 times: a guard against zip
 * bombs from strangers. Our own archives can come close (empty database pages and
 * preallocated WAL are zeros, which gzip shrinks about 1000 times), and the operator chose
 * the file, so the guard would only refuse good backups.
 */
const MAX_DECOMPRESSION_RATIO = Number.POSITIVE_INFINITY;

function noSuchFile(file: string): BackupError {
  return new BackupError(`There is no backup file ${file}.`);
}

function notABackup(file: string): BackupError {
  return new BackupError(`${file} is not an Agora backup: it does not start with a ${MANIFEST_NAME}.`);
}

function damaged(file: string, error: unknown): BackupError {
  return new BackupError(`The backup ${file} is damaged or incomplete (${(error as Error).message}); nothing was changed.`);
}

/** Removes an unpack folder, retrying while a failed unpack still closes files, never hiding the error that led here. */
export async function removeUnpacked(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch((error: unknown) => {
    console.error(`Could not remove ${dir} (${(error as Error).message}): remove it by hand.`);
  });
}

/** Reads only the manifest, the archive's first entry, without unpacking the rest. */
export async function readManifest(file: string): Promise<Manifest> {
  const text = await new Promise<string>((resolve, reject) => {
    const input = createReadStream(file);
    const parser = new Parser({ strict: true, maxDecompressionRatio: MAX_DECOMPRESSION_RATIO });
    let settled = false;
    let first = true;
    const settle = (error: Error | null, value = '') => {
      if (settled) return;
      settled = true;
      input.destroy();
      if (error) reject(error);
      else resolve(value);
    };
    parser.on('entry', (entry: ReadEntry) => {
      // Entries after the first may arrive before the first is read: only the first counts.
      const isFirst = first;
      first = false;
      if (!isFirst || entry.path !== MANIFEST_NAME) {
        entry.resume();
        if (isFirst) settle(notABackup(file));
        return;
      }
      entry.concat().then(
        (data) => settle(null, data.toString('utf8')),
        (error: unknown) => settle(damaged(file, error)),
      );
    });
    parser.on('error', (error: unknown) => settle(damaged(file, error)));
    parser.on('end', () => settle(notABackup(file)));
    input.on('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ENOENT' ? noSuchFile(file) : error));
    input.pipe(parser as unknown as NodeJS.WritableStream);
  });
  return parseManifest(text);
}

/** The entries a restore takes from an archive; anything else (links, devices, stray files) stays out. */
function wanted(path: string, type: string): boolean {
  const name = path.replace(/\/+$/, '');
  if (name.split('/').includes('..')) return false;
  if (name === MANIFEST_NAME || name === 'auth-secret' || name === 'database.dump' || name === 'db-password') return type === 'File';
  // The embedded database's folder: PostgreSQL's cluster (pg/), or earlier versions' PGlite (db/).
  if (/^(pg|db)(\/|$)/.test(name)) return type === 'File' || type === 'Directory';
  if (name === 'media' || /^media\/[a-z]+$/.test(name)) return type === 'Directory';
  // The storage checks each name again when the file is put back.
  if (/^media\/[a-z]+\/[^/]+$/.test(name)) return type === 'File';
  return false;
}

/**
 * Unpacks the whole archive into `dest`. It is read through once first, writing nothing, so
 * that a truncated or damaged file (gzip's checksum catches it) is refused before any of it
 * lands on disk: a restore changes nothing until this has succeeded.
 */
export async function extractArchive(file: string, dest: string): Promise<void> {
  try {
    await list({ file, strict: true, maxDecompressionRatio: MAX_DECOMPRESSION_RATIO });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (error as NodeJS.ErrnoException).path === file) throw noSuchFile(file);
    throw damaged(file, error);
  }
  await extract({
    file,
    cwd: dest,
    strict: true,
    preserveOwner: false,
    maxDecompressionRatio: MAX_DECOMPRESSION_RATIO,
    filter: (path, entry) => wanted(path, 'type' in entry ? entry.type : ''),
  });
}
