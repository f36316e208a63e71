import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive } from './core/db/embedded-postgres.js';
import { PROJECT_ROOT } from './core/paths.js';
import { freePort } from './test/agora-process.js';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('Ctrl-C in the terminal that runs the server', () => {
  it('stops Agora gracefully, and the embedded database after it, with no connection reported lost', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agora-ctrl-c-'));
    const port = await freePort();
    // A group of its own, as a terminal's foreground job is: Ctrl-C signals every process in it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: '', DATABASE_URL: '', AUTH_SECRET: '', SEED_DEMO: '0', LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => output, { timeout: 60_000 }).toContain('Agora is serving');
      const postmaster = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(isAlive(postmaster)).toBe(true);

      process.kill(-child.pid!, 'SIGINT');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down: finishing in-flight requests');
      // The database used to take the same SIGINT as a fast shutdown, cutting Agora's connections
      // while it finished its requests.
      expect(output).not.toContain('connection lost');
      expect(output).not.toContain('lost the LISTEN connection');
      expect(output).not.toContain('stopped unexpectedly');
      // Agora stopped it on its way out: nothing is left running, and it shut down cleanly.
      await expect.poll(() => isAlive(postmaster), { timeout: 10_000 }).toBe(false);
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
