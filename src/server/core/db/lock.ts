import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing it corrupt it.
 * Whoever opens the embedded database holds this lock for as long as it runs.
 *
 * The lock is a listening Unix socket whose address is derived from the folder: the
 * kernel lets one process bind an address at a time and frees it the instant that process
 * ends, however it ends (kill -9 included), so there is no stale lock to detect and no
 * process id that another process could inherit. On Linux the socket lives in the
 * abstract namespace (no file at all). Elsewhere it is a socket file in the folder; a
 * file nobody listens on is left by a dead process and is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${
        holder.purpose === 'server' ? 'a running Agora server' : `another Agora command (${holder.purpose})`
      } (process ${holder.pid}). Stop it first, then try again.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds a lock: what the holder answers anyone who connects to its socket. */
interface LockHolder {
  pid: number;
  purpose: string;
  since: string;
}

/** Releases a lock; calling it again does nothing. */
type ReleaseLock = () => Promise<void>;

const ABSTRACT_SOCKETS = process.platform === 'linux';
/** sockaddr_un allows about 107 bytes; a longer folder path gets its socket in the temp folder. */
const MAX_SOCKET_PATH = 100;

function lockAddress(dataDir: string): string {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (ABSTRACT_SOCKETS) return `\0agora-data-lock-${id}`;
  const inFolder = join(dataDir, 'agora.lock.sock');
  return inFolder.length <= MAX_SOCKET_PATH ? inFolder : join(tmpdir(), `agora-data-lock-${id}.sock`);
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Asks the holder of `address` who it is; null when nobody listens there (a socket file left by a dead process). */
function askHolder(address: string): Promise<LockHolder | null> {
  return new Promise((resolve) => {
    let text = '';
    const socket = createConnection(address);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as LockHolder);
      } catch {
        resolve({ pid: 0, purpose: 'unknown', since: '' });
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // Refused or vanished: nobody holds it. Anything else: somebody does, though it did not say who.
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? null : { pid: 0, purpose: 'unknown', since: '' }),
    );
    socket.on('close', () => resolve({ pid: 0, purpose: 'unknown', since: '' }));
  });
}

/** Takes the lock of `dataDir` for this process, or throws DataDirLockedError naming its holder. */
export async function acquireDataDirLock(dataDir: string, purpose: string): Promise<ReleaseLock> {
  mkdirSync(dataDir, { recursive: true });
  // The lock file of earlier versions (a PID in JSON) means nothing any more.
  rmSync(join(dataDir, 'agora.lock'), { force: true });
  const address = lockAddress(dataDir);
  const holder: LockHolder = { pid: process.pid, purpose, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = createServer((socket) => socket.end(JSON.stringify(holder)));
    try {
      await listen(server, address);
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await new Promise<void>((resolve) => server.close(() => resolve()));
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const current = await askHolder(address);
      if (current) throw new DataDirLockedError(dataDir, current);
      // A socket file with nobody behind it: its process is gone. (Abstract sockets never get here.)
      rmSync(address, { force: true });
    }
  }
  throw new Error(`Could not take the lock of ${dataDir}; another process keeps taking and dropping it.`);
}
