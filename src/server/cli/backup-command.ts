/**
 * What `npm run backup` and `npm run restore` share: the configuration, one clear line and
 * exit 1 for every refusal, the report and exit 0 when done.
 */
import { resolve } from 'node:path';
import { loadConfig, type Config } from '../core/config.js';
import { exitWith } from './exit-with.js';

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
  exitWith(async () => {
    console.log(await action(loadConfig()));
    return 0;
  });
}
