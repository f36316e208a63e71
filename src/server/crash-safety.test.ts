import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths.js';
import { createTestDatabaseUrl } from './test/test-database.js';

/**
 * Every write the server acknowledged with a 2xx survives the process being killed
 * (SIGKILL, no shutdown) in the middle of a burst, on the embedded database and on
 * PostgreSQL: the server answers only after the database has committed.
 */
const USER = { email: 'crash@school.test', password: 'crash-test-password-1' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: '0', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(USER),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('agora.session_token='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

describe('crash safety', () => {
  it('keeps every acknowledged write after SIGKILL in the middle of a burst', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agora-crash-'));
    const target = await createTestDatabaseUrl();
    drops.push(target.drop);
    const databaseUrl = target.url === 'memory://' ? '' : target.url;
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTH_SECRET: 'crash-test-secret-that-is-long-enough' };
    const created = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/user-add.ts', '--email', USER.email, '--password', USER.password, '--name', 'Crash', '--surname', 'Test'],
      { cwd: PROJECT_ROOT, env, encoding: 'utf8' },
    );
    expect(created.status, created.stderr).toBe(0);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(env, port);
    const cookie = await signIn(base);

    const acknowledged: string[] = [];
    const write = async (i: number) => {
      try {
        const response = await fetch(`${base}/api/collaborations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify({ title: `Crash test ${i}`, thumbnailId: null, content: [{ type: 'paragraph', value: `Write ${i}` }] }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // the connection died with the server: not acknowledged
      }
    };
    // Writes keep flowing, a few at a time, until the kill lands among them.
    const burst = (async () => {
      for (let i = 0; i < 400 && server.exitCode === null && server.signalCode === null; i += 4) {
        await Promise.all([write(i), write(i + 1), write(i + 2), write(i + 3)]);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 700));
    server.kill('SIGKILL');
    await burst;
    // The kill landed mid-burst: some writes were acknowledged, not all of them.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(400);

    server = await startServer(env, port);
    try {
      const after = await signIn(base);
      const board = (await (await fetch(`${base}/api/collaborations/board`, { headers: { cookie: after } })).json()) as {
        inactive: { id: string }[];
      };
      const stored = new Set(board.inactive.map((c) => c.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }, 120_000);
});
