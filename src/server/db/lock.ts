import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing it corrupt it
 * (STACK.md). Whoever opens the embedded database holds this lock file for as long as
 * it runs; a lock left by a process that no longer exists is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${lockPath.replace(/\/agora\.lock$/, '')} is in use by ${
        holder.purpose === 'server' ? 'a running Agora server' : `another Agora command (${holder.purpose})`
      } (process ${holder.pid}). Stop it first, then try again.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockHolder {
  pid: number;
  purpose: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means "in use".
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' ? holder : null;
  } catch {
    return null;
  }
}

/** Takes the lock of `dataDir` for this process, or throws DataDirLockedError; returns the release function. */
export function acquireDataDirLock(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'agora.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirLockedError(path, holder);
      // Stale (its process is gone) or unreadable (a crash mid-write): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}; another process keeps recreating it.`);
}
