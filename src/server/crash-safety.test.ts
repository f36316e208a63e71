import { afterAll, describe, expect, it } from 'vitest';
import { runCli, signInAt, startAgora } from './test/agora-process.js';
import { createTestDatabaseUrl } from './test/test-database.js';
import { tempFolder } from './test/temp-folder.js';

/**
 * Every write the server acknowledged with a 2xx survives the process being killed
 * (SIGKILL, no shutdown) in the middle of a burst, on the embedded database and on
 * PostgreSQL: the server answers only after the database has committed.
 */
const USER = { email: 'crash@school.test', password: 'crash-test-password-1' };

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

describe('crash safety', () => {
  it('keeps every acknowledged write after SIGKILL in the middle of a burst', async () => {
    const dataDir = tempFolder('agora-crash-');
    const target = await createTestDatabaseUrl();
    drops.push(target.drop);
    const databaseUrl = target.url === 'memory://' ? '' : target.url;
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTH_SECRET: 'crash-test-secret-that-is-long-enough' };
    runCli('user-add.ts', ['--email', USER.email, '--password', USER.password, '--name', 'Crash', '--surname', 'Test'], env);

    const first = await startAgora(env);
    const { base, port } = first;
    const cookie = await signInAt(base, USER);

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
    // Writes keep flowing, a few at a time, until the kill lands among them: once some have
    // been acknowledged, whatever the machine's speed (a fixed wait let a fast database finish
    // the whole burst first).
    const WRITES = 4000;
    let done = false;
    const burst = (async () => {
      for (let i = 0; i < WRITES && first.child.exitCode === null && first.child.signalCode === null; i += 4) {
        await Promise.all([write(i), write(i + 1), write(i + 2), write(i + 3)]);
      }
      done = true;
    })();
    while (acknowledged.length < 40 && !done) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await burst;
    // The kill landed mid-burst: some writes were acknowledged, not all of them.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(WRITES);

    const second = await startAgora(env, { port });
    try {
      const after = await signInAt(base, USER);
      const board = (await (await fetch(`${base}/api/collaborations/board`, { headers: { cookie: after } })).json()) as {
        inactive: { id: string }[];
      };
      const stored = new Set(board.inactive.map((c) => c.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
