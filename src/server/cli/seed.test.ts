import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../core/db/client.js';
import { posts } from '../core/db/schema.js';
import { PROJECT_ROOT } from '../core/paths.js';
import { tempFolder } from '../test/temp-folder.js';

function seed(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run seed -- --posts N', () => {
  it('fills a brand-new database with N posts', async () => {
    const dataDir = tempFolder('agora-seed-');
    const result = await seed(dataDir, ['--posts', '30']);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('Added 30 posts.');
    expect(result.code).toBe(0);
    const database = await openDatabase({ databaseUrl: undefined, dataDir, purpose: 'test' });
    try {
      expect(await database.db.$count(posts)).toBe(30);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('explains a missing or bad count', async () => {
    const dataDir = tempFolder('agora-seed-');
    for (const args of [[], ['--posts', 'many'], ['--posts', '0']]) {
      const result = await seed(dataDir, args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('--posts must be a whole number from 1 to 1000000.');
      expect(result.stderr).toContain('Usage: npm run seed -- --posts N');
    }
  }, 30_000);
});
