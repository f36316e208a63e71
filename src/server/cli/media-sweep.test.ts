import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../test/agora-process.js';
import { tempFolder } from '../test/temp-folder.js';

const sweep = (args: string[], env: NodeJS.ProcessEnv) => runCommand('media-sweep.ts', args, env);

describe('npm run media:sweep', () => {
  it('shows with --dry-run what it would remove, then removes the file of an interrupted upload', async () => {
    const dataDir = tempFolder('agora-sweep-');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', S3_BUCKET: '' };
    mkdirSync(join(dataDir, 'media', 'blog'), { recursive: true });
    const stray = join(dataDir, 'media', 'blog', 'LeftByAKilledUpload-640.webp');
    writeFileSync(stray, 'half a picture');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stray, twoHoursAgo, twoHoursAgo);

    const dry = await sweep(['--dry-run'], env);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('Would remove 0 unused pictures (0 files) and 1 file of interrupted uploads from the local folder');
    expect(existsSync(stray)).toBe(true);

    const real = await sweep([], env);
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout).toContain('Removed 0 unused pictures (0 files) and 1 file of interrupted uploads');
    expect(existsSync(stray)).toBe(false);
  });

  it('refuses an unknown option with its usage', async () => {
    const result = await sweep(['--everything'], { ...process.env, DATA_DIR: tempFolder('agora-sweep-') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run media:sweep -- [--dry-run]');
  });
});
