import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAgora, runCli, signInAt, type AgoraProcess } from './test/agora-process.js';
import { startFreezableProxy, type FreezableProxy } from './test/freezable-proxy.js';
import { postgresForTests } from './test/require-postgres.js';
import { createPostgresDatabase } from './test/test-database.js';

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

async function healthWithin(base: string, ms: number): Promise<number> {
  const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(ms) });
  return response.status;
}

const postgres = postgresForTests('The frozen-database test');

describe.runIf(postgres)('a frozen PostgreSQL', () => {
  it('makes /api/health answer 503 within two seconds and requests fail fast, then recovers without a restart', async () => {
    const target = await createPostgresDatabase(postgres!);
    cleanups.push(target.drop);
    const url = new URL(target.url);
    const proxy: FreezableProxy = await startFreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    cleanups.push(() => proxy.close());
    url.host = `127.0.0.1:${proxy.port}`;
    const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'agora-freeze-')), DATABASE_URL: url.toString(), AUTH_SECRET: SECRET };
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

describe('the embedded database after kill -9', () => {
  it('comes back every time, ten times in a row, with its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agora-kill-'));
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
