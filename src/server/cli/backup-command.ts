/**
 * What `npm run backup` and `npm run restore` share: the configuration, one clear line and
 * exit 1 for every refusal, the report and exit 0 when done.
 */
import { resolve } from 'node:path';
import { BackupError } from '../backup/errors.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { DataDirLockedError } from '../db/lock.js';
import { BucketUnreachableError } from '../media/s3-storage.js';

/** A path the operator typed, from the folder they typed it in (`npm run` moves to the project's own). */
export function fromCallerDir(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Prints `message` and the usage, and exits 1. */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(1);
}

/** Runs `action` with the configuration, prints what it answers and exits 0, or prints why not and exits 1. */
export function runBackupCommand(action: (config: Config) => Promise<string>): void {
  const run = async () => action(loadConfig());
  run().then(
    (report) => {
      console.log(report);
      process.exit(0);
    },
    (error: unknown) => {
      const known =
        error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BucketUnreachableError;
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
