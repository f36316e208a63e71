import { describe, expect, it } from 'vitest';
import { freePort, runCommand } from './test/agora-process.js';
import { tempFolder } from './test/temp-folder.js';

/** A start that cannot go on says why in one line an operator can act on, not in a stack. */
describe('a start whose PostgreSQL cannot be reached', () => {
  it('exits 1 with one line naming the database (its password hidden), the driver’s reason and what to check', async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      DATA_DIR: tempFolder('agora-unreachable-'),
      DATABASE_URL: `postgres://agora:secret-password@127.0.0.1:${port}/agora`,
      AUTH_SECRET: 'a-secret-that-is-long-enough-for-the-check',
      PORT: '0',
    };
    // The server's own entry, as npm start runs it (runCommand runs files of src/server/cli).
    const start = await runCommand('../server.ts', [], env);
    expect(start.code).toBe(1);
    expect(start.stderr.trim()).toBe(
      `Agora cannot reach its database at postgres://agora:***@127.0.0.1:${port}/agora: connect ECONNREFUSED 127.0.0.1:${port}. Check DATABASE_URL, and that PostgreSQL is running and lets this machine in.`,
    );
  }, 60_000);
});
