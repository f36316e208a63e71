import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { causesOf } from '../lib/causes.js';

/** Thrown by `put` when the name is already taken: stored files are never overwritten. */
export class NameTakenError extends Error {
  constructor(readonly mediaName: string) {
    super(`media name already taken: ${mediaName}`);
    this.name = 'NameTakenError';
  }
}

/**
 * The storage did not answer (a stopped bucket, a network fault, a store's own 5xx): a 503
 * that names the storage, not the database, whose words the same connection errors would
 * otherwise get (plugins/error-handler.ts).
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** Whether `error` (or one of its causes) is a StorageUnavailableError. */
export function isStorageUnavailable(error: unknown): boolean {
  for (const current of causesOf(error)) if (current instanceof StorageUnavailableError) return true;
  return false;
}

/** One stored file as a listing reports it. */
export interface StoredFile {
  name: string;
  size: number;
  lastModified: Date;
}

/** One stored file opened for sending: its bytes as a stream and the headers that describe them. */
export interface MediaObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

/** How GET /media/* reaches the files. */
export type MediaServing =
  /** A local folder, served by @fastify/static. */
  | { kind: 'directory'; root: string }
  /** Agora streams the object; `ifNoneMatch` is the browser's header, answered by the store. */
  | { kind: 'stream'; open(name: string, ifNoneMatch?: string): Promise<MediaObject | 'not-modified' | null> }
  /**
   * The files have a public address of their own (S3_PUBLIC_URL): /media/<name> answers 301 to
   * `${baseUrl}/${name}`, but for the pictures of members (media/members-media.ts), which Agora
   * streams (`open`) to signed-in members only.
   */
  | { kind: 'redirect'; baseUrl: string; open(name: string, ifNoneMatch?: string): Promise<MediaObject | 'not-modified' | null> };

/**
 * Where the files of uploaded images live, addressed by names such as `blog/<random>-640.webp`:
 * a local folder (LocalMediaStorage) or an S3-compatible bucket (S3MediaStorage).
 */
export interface MediaStorage {
  /** Stores a new file; throws NameTakenError rather than replace one that exists. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes a file; a name that is not there is not an error. */
  delete(name: string): Promise<void>;
  /** The bytes of a file, or null when there is none by that name. */
  read(name: string): Promise<Buffer | null>;
  /** Every stored file whose name is a media name; anything else in the store is ignored. */
  list(): AsyncIterable<StoredFile>;
  /** What the /media/ route needs to serve the files. */
  readonly serving: MediaServing;
  /** What an operator reads in logs: 'local folder /x/media' or 's3 bucket agora at http://…'. */
  readonly description: string;
}

/** A folder, then one random name segment with an optional extension: nothing that can climb out. */
const NAME = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;

/** Whether `name` has the shape of a media name (`folder/name.ext`); a listing skips everything else. */
export function isMediaName(name: string): boolean {
  return NAME.test(name);
}

/** Throws unless `name` is a media name: every storage checks before it touches anything. */
export function checkName(name: string): void {
  if (!isMediaName(name)) throw new Error(`not a media name: ${JSON.stringify(name)}`);
}

/** A fresh random name base (128 bits, base64url) for a file in `folder`, e.g. `blog/Qm3…`. */
export function randomMediaKey(folder: string): string {
  return `${folder}/${randomBytes(16).toString('base64url')}`;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The entries of a folder, or none when it does not exist (a site without uploads yet). */
async function entriesOf(path: string): Promise<Dirent[]> {
  try {
    return await readdir(path, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** Files under one local folder (DATA_DIR/media), served by @fastify/static. */
export class LocalMediaStorage implements MediaStorage {
  readonly root: string;
  readonly serving: MediaServing;
  readonly description: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.serving = { kind: 'directory', root: this.root };
    this.description = `local folder ${this.root}`;
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
      if (!isMissing(error)) throw error;
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredFile> {
    // Names are one folder deep, so two levels are the whole store.
    for (const folder of await entriesOf(this.root)) {
      if (!folder.isDirectory()) continue;
      for (const file of await entriesOf(join(this.root, folder.name))) {
        const name = `${folder.name}/${file.name}`;
        // Temporary or foreign files (an editor's backup, a half-copied file) are not media.
        if (!file.isFile() || !isMediaName(name)) continue;
        try {
          const info = await stat(join(this.root, name));
          yield { name, size: info.size, lastModified: info.mtime };
        } catch (error) {
          // Deleted between the listing and now: it is no longer stored.
          if (!isMissing(error)) throw error;
        }
      }
    }
  }
}

/** The storage of an app whose data lives in `dataDir`: DATA_DIR/media. */
export function localMediaStorage(dataDir: string): LocalMediaStorage {
  return new LocalMediaStorage(join(dataDir, 'media'));
}
