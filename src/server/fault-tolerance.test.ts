import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from './core/db/embedded-postgres.js';
import { startAgora, runCli, signInAt, type AgoraProcess } from './test/agora-process.js';
import { openStream } from './test/event-stream.js';
import { startFreezableProxy, type FreezableProxy } from './test/freezable-proxy.js';
import { postgresForTests } from './test/require-postgres.js';
import { createPostgresDatabase } from './test/test-database.js';
import { tempFolder } from './test/temp-folder.js';

/**
 * Faults a real deployment meets, on real processes: a database that freezes and wakes
 * up again, and a server killed without warning over and over.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const SECRET = 'fault-test-secret-that-is-long-enough';

/** How long the health check may take to say "unavailable" (within two seconds). */
const HEALTH_BOUND_MS = 2_000;

/** The embedded PostgreSQL's postmaster running in `dataDir`, from its folder: its pid and its socket folder. */
function clusterOf(dataDir: string): { postmaster: number; sockets: string } {
  const lines = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { postmaster: Number(lines[0]), sockets: lines[4]!.trim() };
}
const postmasterOf = (dataDir: string): number => clusterOf(dataDir).postmaster;

/**
 * Stops a postmaster a killed Agora left running and removes its socket folder, as the next
 * start on its data folder would (none comes). Settled once it is gone, or after ten seconds.
 */
async function stopLeftCluster({ postmaster, sockets }: { postmaster: number; sockets: string }, signal: NodeJS.Signals): Promise<void> {
  try {
    process.kill(postmaster, signal);
  } catch {
    // Gone already.
  }
  for (const deadline = Date.now() + 10_000; isAlive(postmaster) && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
  rmSync(sockets, { recursive: true, force: true });
}

async function healthWithin(base: string, ms: number): Promise<number> {
  const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(ms) });
  return response.status;
}

const postgres = postgresForTests('The frozen-database test');

/** A new database reached through a proxy the test controls (`url`), and directly (`direct`). */
async function databaseBehindProxy(): Promise<{ url: string; direct: string; proxy: FreezableProxy }> {
  const target = await createPostgresDatabase(postgres!);
  cleanups.push(target.drop);
  const url = new URL(target.url);
  const proxy = await startFreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
  cleanups.push(() => proxy.close());
  url.host = `127.0.0.1:${proxy.port}`;
  return { url: url.toString(), direct: target.url, proxy };
}

/** The JSON lines a process printed (LOG_FORMAT=json). */
function logLines(output: string): { level: number; msg: string; source?: string }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; source?: string });
}


describe.runIf(postgres)('a frozen PostgreSQL', () => {
  it('makes /api/health answer 503 within two seconds and requests fail fast, then recovers without a restart', async () => {
    const { url, proxy } = await databaseBehindProxy();
    const env = { ...process.env, DATA_DIR: tempFolder('agora-freeze-'), DATABASE_URL: url, AUTH_SECRET: SECRET };
    const agora: AgoraProcess = await startAgora(env);
    cleanups.push(() => agora.stop());
    expect(await healthWithin(agora.base, HEALTH_BOUND_MS)).toBe(200);

    proxy.freeze();
    // Several checks in a row, as a load balancer makes them: each one answers in time.
    for (let i = 0; i < 3; i++) expect(await healthWithin(agora.base, HEALTH_BOUND_MS)).toBe(503);
    // A read that needs the database fails with a clear 503 instead of hanging while it is frozen.
    const started = Date.now();
    const read = await fetch(`${agora.base}/api/posts?page=3`, { signal: AbortSignal.timeout(30_000) });
    expect(read.status).toBe(503);
    expect(((await read.json()) as { error: { code: string } }).error.code).toBe('database_unavailable');
    expect(Date.now() - started).toBeLessThan(20_000);

    proxy.thaw();
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = await healthWithin(agora.base, HEALTH_BOUND_MS).catch(() => 0);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await fetch(`${agora.base}/api/posts?page=3`)).status).toBe(200);
  }, 90_000);
});

describe.runIf(postgres)('a PostgreSQL stalled past the cache expiry', () => {
  it('leaves the public pages read before it answering from their last good copy, and refuses what it never had with a 503', async () => {
    const { url, proxy } = await databaseBehindProxy();
    const agora = await startAgora({ ...process.env, DATA_DIR: tempFolder('agora-stale-'), DATABASE_URL: url, AUTH_SECRET: SECRET, SEED_DEMO: '1' });
    cleanups.push(() => agora.stop());
    const read = async (path: string) => {
      const response = await fetch(`${agora.base}${path}`, { headers: { 'accept-language': 'en' }, signal: AbortSignal.timeout(30_000) });
      return { status: response.status, body: await response.text() };
    };
    const pages = ['/', '/blog/1', '/api/posts?page=1', '/about'];
    const before = new Map<string, string>();
    for (const path of pages) {
      const answer = await read(path);
      expect(answer.status, path).toBe(200);
      before.set(path, answer.body);
    }

    proxy.freeze();
    // Past the 15 s expiry of every answer kept.
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    for (const path of pages) {
      const answer = await read(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toBe(before.get(path));
    }
    const never = await read('/api/posts?page=2');
    expect(never.status).toBe(503);

    proxy.thaw();
  }, 120_000);
});

describe('a frozen embedded PostgreSQL', () => {
  it('answers every request 503 saying the database cannot be reached, never 500, however many wait; then recovers', async () => {
    const dataDir = tempFolder('agora-frozen-embedded-');
    const agora = await startAgora({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', EMBEDDED_DATABASE: 'postgres' });
    const cluster = clusterOf(dataDir);
    const { postmaster } = cluster;
    // A killed Agora's PostgreSQL lives on until a next start on its folder, which never comes: shut it down too.
    cleanups.push(async () => {
      await agora.kill();
      await stopLeftCluster(cluster, 'SIGINT');
    });
    // The postmaster and every process of it, as a machine swapping hard or a SIGSTOP would leave them.
    const processes = [postmaster, ...execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).toString().split('\n').filter(Boolean).map(Number)];
    const signal = (name: NodeJS.Signals) => processes.forEach((pid) => process.kill(pid, name));
    signal('SIGSTOP');
    cleanups.push(async () => signal('SIGCONT'));
    try {
      // More at once than the pool holds, each waiting on a database that takes no connection and answers nothing.
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => fetch(`${agora.base}/api/posts?page=${i + 2}`, { signal: AbortSignal.timeout(60_000) }).then(async (response) => ({ status: response.status, body: await response.text() }))),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 503), JSON.stringify(answers.filter((answer) => answer.status !== 503).slice(0, 2))).toEqual([]);
      expect(JSON.parse(answers[0]!.body)).toMatchObject({ error: { code: 'database_unavailable' } });
    } finally {
      signal('SIGCONT');
    }
    let status = 0;
    for (const deadline = Date.now() + 30_000; status !== 200 && Date.now() < deadline; ) {
      status = await healthWithin(agora.base, HEALTH_BOUND_MS).catch(() => 0);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }, 120_000);
});

describe('the embedded database after kill -9', () => {
  it('comes back every time, ten times in a row, with its data', async () => {
    const dataDir = tempFolder('agora-kill-');
    // kill -9 leaves the embedded PostgreSQL running (the next start takes it over): after the
    // last round nothing would, so it is stopped here, and its folder goes.
    cleanups.push(async () => {
      let cluster;
      try {
        cluster = clusterOf(dataDir);
      } catch {
        // Not running, or never started.
      }
      if (cluster) await stopLeftCluster(cluster, 'SIGQUIT');
      rmSync(dataDir, { recursive: true, force: true });
    });
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '' };
    const user = { email: 'kill@school.test', password: 'kill-test-password-1' };
    runCli('user-add.ts', ['--email', user.email, '--password', user.password, '--name', 'Kill', '--surname', 'Test'], env);
    for (let round = 1; round <= 10; round++) {
      const agora = await startAgora(env);
      try {
        // It serves, and what it had is still there.
        expect((await fetch(`${agora.base}/api/session`, { headers: { cookie: await signInAt(agora.base, user) } })).status).toBe(200);
      } finally {
        await agora.kill();
      }
    }
  }, 240_000);
});

describe('the embedded PostgreSQL killed under a running server', () => {
  it('is noticed at once, said at fatal with its last words, and started again: the site answers and writes again', async () => {
    const dataDir = tempFolder('agora-postmaster-');
    // JSON lines at info, as a service manager's journal would keep them.
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', EMBEDDED_DATABASE: 'postgres', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ACCESS_LOG: '0' };
    const user = { email: 'postmaster@school.test', password: 'postmaster-test-password-1' };
    runCli('user-add.ts', ['--email', user.email, '--password', user.password, '--name', 'Post', '--surname', 'Master'], env);
    const agora = await startAgora(env, { capture: true });
    cleanups.push(() => agora.stop());
    const cookie = await signInAt(agora.base, user);

    for (let round = 1; round <= 2; round++) {
      // What the OOM killer or a stray `pkill -9 postgres` does: the postmaster's own pid, from its folder.
      const postmaster = postmasterOf(dataDir);
      process.kill(postmaster, 'SIGKILL');

      // Within 30 seconds it is running again, without a restart of Agora, and the site is whole.
      const restarts = () => agora.output().match(/The embedded database is running again/g)?.length ?? 0;
      const deadline = Date.now() + 30_000;
      while (restarts() < round && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(restarts(), agora.output()).toBe(round);
      expect(await healthWithin(agora.base, HEALTH_BOUND_MS)).toBe(200);
      expect(agora.child.exitCode).toBeNull();
      const written = await fetch(`${agora.base}/api/collaborations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: agora.base, cookie },
        body: JSON.stringify({ title: `After the postmaster died ${round}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Still here.' }] }),
      }).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${agora.output()}`);
      });
      expect(written.status, agora.output()).toBe(201);
    }

    const lines = logLines(agora.output());
    const died = lines.filter((line) => line.source === 'database' && /stopped unexpectedly \(killed by SIGKILL\); Agora is starting it again/.test(line.msg));
    expect(died).toHaveLength(2);
    // Pino's fatal.
    for (const line of died) expect(line.level).toBe(60);
    expect(lines.filter((line) => line.source === 'database' && /running again/.test(line.msg))).toHaveLength(2);
  }, 120_000);

  it('exits 1 at fatal, saying why, when it cannot be started again: a service manager then starts Agora afresh', async () => {
    const dataDir = tempFolder('agora-postmaster-lost-');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', EMBEDDED_DATABASE: 'postgres', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ACCESS_LOG: '0' };
    const agora = await startAgora(env, { capture: true });
    cleanups.push(() => agora.kill());
    const exited = new Promise<number | null>((resolve) => agora.child.once('exit', (code) => resolve(code)));
    // A configuration PostgreSQL refuses, so that no restart can succeed.
    appendFileSync(join(dataDir, 'pg', 'postgresql.conf'), '\nthis is not a setting\n');
    const { postmaster, sockets } = clusterOf(dataDir);
    process.kill(postmaster, 'SIGKILL');

    expect(await exited).toBe(1);
    // Nothing is left behind: its socket folder is removed as a stop removes it.
    expect(existsSync(sockets)).toBe(false);
    const lost = logLines(agora.output()).find((line) => /could not be started again/.test(line.msg));
    expect(lost, agora.output()).toMatchObject({ level: 60, msg: expect.stringMatching(/syntax error.*Agora stops, so that whatever runs it can start it afresh\.$/s) });
  }, 120_000);
});

describe.runIf(postgres)('a LISTEN connection dropped silently on the way', () => {
  it('is found by its heartbeat and replaced within 30 s: live pages resync and the kept board shows what another instance changed', async () => {
    const { url, proxy, direct } = await databaseBehindProxy();
    const base = { ...process.env, AUTH_SECRET: SECRET, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ACCESS_LOG: '0' };
    // A reaches the database through the proxy (a NAT or a firewall on the way); B directly.
    const a = await startAgora({ ...base, DATA_DIR: tempFolder('agora-listen-a-'), DATABASE_URL: url }, { capture: true });
    cleanups.push(() => a.stop());
    const b = await startAgora({ ...base, DATA_DIR: tempFolder('agora-listen-b-'), DATABASE_URL: direct });
    cleanups.push(() => b.stop());
    const user = { email: 'listen@school.test', password: 'listen-test-password-1' };
    runCli('user-add.ts', ['--email', user.email, '--password', user.password, '--name', 'Listen', '--surname', 'Test'], { ...base, DATA_DIR: tempFolder('agora-listen-cli-'), DATABASE_URL: direct });
    const cookie = await signInAt(b.base, user);
    const send = (instance: AgoraProcess, method: string, path: string, body?: unknown) =>
      fetch(`${instance.base}${path}`, { method, headers: { origin: instance.base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const created = await send(b, 'POST', '/api/collaborations', { title: 'Before the drop', thumbnailId: null, content: [{ type: 'paragraph', value: 'Kept.' }] });
    const { id } = (await created.json()) as { id: string };
    const titleOnA = async () => {
      const response = await send(a, 'GET', '/api/collaborations/board');
      if (response.status !== 200) return `status ${response.status}`;
      return ((await response.json()) as { inactive: { id: string; title: string }[] }).inactive.find((card) => card.id === id)?.title;
    };
    expect(await titleOnA()).toBe('Before the drop');
    const page = await openStream(`${a.base}/api/live?topics=board`, { cookie });
    cleanups.push(async () => page.close());
    await page.next('ready');

    proxy.blackHoleOpenConnections();
    const dropped = Date.now();
    expect((await send(b, 'PUT', `/api/collaborations/${id}`, { title: 'Changed during the drop', thumbnailId: null, content: [{ type: 'paragraph', value: 'Changed.' }] })).status).toBe(200);

    // The page on A hears nothing of the change (its news went down the dead connection), but
    // within 30 s it is told to ask again, and A then serves the board as B changed it.
    await page.next('resync', { ms: 30_000 });
    expect(Date.now() - dropped).toBeLessThan(30_000);
    let title = await titleOnA();
    for (const deadline = Date.now() + 20_000; title !== 'Changed during the drop' && Date.now() < deadline; title = await titleOnA()) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(title).toBe('Changed during the drop');
    expect(a.output()).toMatch(/lost the LISTEN connection to PostgreSQL \(no answer to a heartbeat within 5 s\); reconnecting/);

    // And news flows again on the new connection.
    const heard = page.events.length;
    expect((await send(b, 'PUT', `/api/collaborations/${id}`, { title: 'Changed after the drop', thumbnailId: null, content: [{ type: 'paragraph', value: 'Again.' }] })).status).toBe(200);
    expect(JSON.parse((await page.next('collaboration', { ms: 5_000, after: heard })).data)).toEqual({ id });
    page.close();
  }, 120_000);
});
