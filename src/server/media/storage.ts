import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Thrown by `put` when the name is already taken: stored files are never overwritten. */
export class NameTakenError extends Error {
  constructor(readonly mediaName: string) {
    super(`media name already taken: ${mediaName}`);
    this.name = 'NameTakenError';
  }
}

/** One stored file as `list` names it. */
export interface StoredMedia {
  name: string;
  size: number;
  lastModified: Date;
}

/** How GET /media/* reaches the files (an object store would add e.g. `{ kind: 'redirect' }`). */
export type MediaServing = { kind: 'directory'; root: string };

/**
 * Where the files of uploaded images live, addressed by names such as `blog/<random>-640.webp`.
 * LocalMediaStorage is the only one today; an S3-compatible store is a second implementation
 * of this interface (conditional put with `If-None-Match: *` for NameTakenError).
 */
export interface MediaStorage {
  /** Stores a new file; throws NameTakenError rather than replace one that exists. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes a file; a name that is not there is not an error. */
  delete(name: string): Promise<void>;
  /** The bytes of a stored file, or null when there is none by that name. */
  read(name: string): Promise<Buffer | null>;
  /** Every stored file (what a backup copies), in no promised order. */
  list(): AsyncIterable<StoredMedia>;
  /** What the /media/ route needs to serve the files. */
  readonly serving: MediaServing;
}

/** A folder, then one random name segment with an optional extension: nothing that can climb out. */
const NAME = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;

function checkName(name: string): void {
  if (!NAME.test(name)) throw new Error(`not a media name: ${JSON.stringify(name)}`);
}

/** A fresh random name base (128 bits, base64url) for a file in `folder`, e.g. `blog/Qm3…`. */
export function randomMediaKey(folder: string): string {
  return `${folder}/${randomBytes(16).toString('base64url')}`;
}

/** Files under one local folder (DATA_DIR/media), served by @fastify/static. */
export class LocalMediaStorage implements MediaStorage {
  readonly root: string;
  readonly serving: MediaServing;

  constructor(root: string) {
    this.root = resolve(root);
    this.serving = { kind: 'directory', root: this.root };
  }

  private pathOf(name: string): string {
    checkName(name);
    const path = resolve(this.root, name);
    // The pattern already rules out `..`; this keeps the promise even if it is ever loosened.
    if (!path.startsWith(this.root + sep)) throw new Error(`media name outside the media folder: ${name}`);
    return path;
  }

  async put(name: string, data: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(name);
    await mkdir(dirname(path), { recursive: true });
    try {
      // `wx` fails when the file exists, so two uploads can never end up sharing a file.
      await writeFile(path, data, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new NameTakenError(name);
      // A half-written file must not stay behind under a name nothing points at.
      await unlink(path).catch(() => {});
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    try {
      await unlink(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredMedia> {
    for (const folder of await entriesOf(this.root)) {
      if (!folder.isDirectory()) continue;
      for (const file of await entriesOf(join(this.root, folder.name))) {
        const name = `${folder.name}/${file.name}`;
        // Only what `put` could have written: a stray file (an editor's backup, .DS_Store)
        // is not media, and could not be put back by name anyway.
        if (!file.isFile() || !NAME.test(name)) continue;
        const info = await stat(join(this.root, name)).catch(() => null);
        // Gone since readdir: an upload that failed removes what it wrote.
        if (info) yield { name, size: info.size, lastModified: info.mtime };
      }
    }
  }
}

/** The entries of a folder, none when it does not exist (no upload yet). */
async function entriesOf(path: string) {
  try {
    return await readdir(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The storage of an app whose data lives in `dataDir`: DATA_DIR/media. */
export function localMediaStorage(dataDir: string): LocalMediaStorage {
  return new LocalMediaStorage(join(dataDir, 'media'));
}
