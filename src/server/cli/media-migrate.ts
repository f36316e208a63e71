/**
 * `npm run media:migrate -- [--from DIR] [--dry-run]`: copies every file of a local media
 * folder (DATA_DIR/media, or DIR) into the bucket S3_BUCKET names, to move a site from its
 * disk to an object store. Names already in the bucket are skipped, so it can run again
 * after an interruption, or just before the switch to pick up late uploads, and copy only
 * what is missing. `--dry-run` lists what it would copy.
 *
 * It needs no database: a picture has the same name in both stores, so the media table
 * stays as it is. That is also why it does not take the embedded database's lock.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { S3MediaStorage } from '../core/media/s3-storage.js';
import { LocalMediaStorage, NameTakenError } from '../core/media/storage.js';
import { contentTypeOf } from '../core/media/content-type.js';
import { exitWith } from './exit-with.js';

const USAGE = 'Usage: npm run media:migrate -- [--from DIR] [--dry-run]';

/** Copies at once: enough to hide the store's latency, few enough for a small machine and any store's rate limits. */
const CONCURRENCY = 8;

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Runs `task` on every item, at most `limit` at a time; the first failure stops the rest and is thrown. */
async function forEachConcurrently<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function main(): Promise<number> {
  let options: { from?: string; 'dry-run'?: boolean };
  try {
    options = parseArgs({ options: { from: { type: 'string' }, 'dry-run': { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }

  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'S3_BUCKET is not set: media:migrate copies the media folder into the bucket it names. ' +
        'Set S3_BUCKET (and S3_ENDPOINT and the keys, as your store needs), then run it again.',
    );
    return 1;
  }
  const from = resolve(options.from ?? join(config.dataDir, 'media'));
  if (!isDirectory(from)) {
    console.error(`There is no media folder at ${from}. Point DATA_DIR or --from at the folder to copy.`);
    return 1;
  }
  const source = new LocalMediaStorage(from);
  const target = new S3MediaStorage(config.s3);
  await target.checkBucket();

  // One listing of the bucket, rather than a question per file.
  const inBucket = new Set<string>();
  for await (const file of target.list()) inBucket.add(file.name);
  const toCopy: string[] = [];
  let skipped = 0;
  for await (const file of source.list()) {
    if (inBucket.has(file.name)) skipped++;
    else toCopy.push(file.name);
  }

  if (options['dry-run']) {
    for (const name of toCopy) console.log(name);
    console.log(`Would copy ${toCopy.length} files to the ${target.description}, skipped ${skipped} already in the bucket.`);
    return 0;
  }

  let copied = 0;
  try {
    await forEachConcurrently(toCopy, CONCURRENCY, async (name) => {
      const data = await source.read(name);
      // Deleted since the listing: nothing to copy.
      if (data === null) return;
      try {
        await target.put(name, data, contentTypeOf(name));
        copied++;
      } catch (error) {
        // Written meanwhile by someone else (a second run, a server already on the bucket): a name always holds the same bytes.
        if (!(error instanceof NameTakenError)) throw error;
        skipped++;
      }
    });
  } catch (error) {
    console.error(`Copied ${copied} files before this error; running the command again copies the rest.`);
    throw error;
  }
  console.log(`Copied ${copied} files, skipped ${skipped} already in the bucket.`);
  return 0;
}

exitWith(main);
