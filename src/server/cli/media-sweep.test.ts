import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths.js';

const sweep = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/media-sweep.ts', ...args], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });

describe('npm run media:sweep', () => {
  it('shows with --dry-run what it would remove, then removes the file of an interrupted upload', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agora-sweep-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', S3_BUCKET: '' };
    mkdirSync(join(dataDir, 'media', 'blog'), { recursive: true });
    const stray = join(dataDir, 'media', 'blog', 'LeftByAKilledUpload-640.webp');
    writeFileSync(stray, 'half a picture');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stray, twoHoursAgo, twoHoursAgo);

    const dry = sweep(['--dry-run'], env);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('Would remove 0 unused pictures (0 files) and 1 file of interrupted uploads from the local folder');
    expect(existsSync(stray)).toBe(true);

    const real = sweep([], env);
    expect(real.status, real.stderr).toBe(0);
    expect(real.stdout).toContain('Removed 0 unused pictures (0 files) and 1 file of interrupted uploads');
    expect(existsSync(stray)).toBe(false);
  });

  it('refuses an unknown option with its usage', () => {
    const result = sweep(['--everything'], { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'agora-sweep-')) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run media:sweep -- [--dry-run]');
  });
});
