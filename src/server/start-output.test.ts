import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './core/paths.js';
import { freePort } from './test/agora-process.js';

describe('what the server says when it starts', () => {
  it('names one address to open, not each interface it listens on', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: String(port), HOST: 'localhost', PUBLIC_URL: '', DATABASE_URL: '', AUTH_SECRET: '', SEED_DEMO: '0', LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATA_DIR: mkdtempSync(join(tmpdir(), 'agora-start-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('Agora is serving') && Date.now() < deadline && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(output).toContain(`Agora is serving http://localhost:${port}`);
      const addresses = new Set(output.match(/https?:\/\/[^\s"]+/g));
      expect([...addresses]).toEqual([`http://localhost:${port}`]);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 90_000);
});
