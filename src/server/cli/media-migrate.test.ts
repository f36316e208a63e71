import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../core/config.js';
import { PROJECT_ROOT } from '../core/paths.js';
import { S3MediaStorage } from '../core/media/s3-storage.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';

/** Every S3 variable empty, so the CLI sees no bucket whatever the environment of the test run. */
const NO_S3 = Object.fromEntries(
  ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'].map((name) => [name, '']),
);

/** Runs the CLI exactly as `npm run media:migrate --` does, on its own DATA_DIR. */
function mediaMigrate(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/media-migrate.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: '', ...NO_S3, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A DATA_DIR whose media folder holds `files`, plus a stray temporary file that is not media. */
function dataDirWith(files: Record<string, string>): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-migrate-'));
  dataDirs.push(dataDir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dataDir, 'media', name, '..'), { recursive: true });
    writeFileSync(join(dataDir, 'media', name), content);
  }
  mkdirSync(join(dataDir, 'media', 'blog'), { recursive: true });
  writeFileSync(join(dataDir, 'media', 'blog', '.upload-1234.tmp'), 'half a file');
  return dataDir;
}

let s3: S3TestServer;
let bucket: S3MediaStorage;
const dataDirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3MediaStorage(loadConfig(s3.env).s3 as S3Config);
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run media:migrate', () => {
  it('copies every media file (not the stray temporary one) into the bucket byte for byte, and nothing the second time', async () => {
    const files = { 'blog/first-320.webp': 'first picture', 'blog/first-640.webp': 'first, wider', 'profile/face-320.webp': 'a face' };
    const dataDir = dataDirWith(files);

    const first = await mediaMigrate({ ...s3.env, DATA_DIR: dataDir });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.trim()).toBe('Copied 3 files, skipped 0 already in the bucket.');
    for (const [name, content] of Object.entries(files)) expect((await bucket.read(name))?.toString(), name).toBe(content);
    if (bucket.serving.kind !== 'stream') throw new Error('the test bucket has no public URL, so it streams');
    const served = await bucket.serving.open('blog/first-320.webp');
    expect(served).toMatchObject({ contentType: 'image/webp' });
    if (served && served !== 'not-modified') served.body.destroy();

    const second = await mediaMigrate({ ...s3.env, DATA_DIR: dataDir });
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toBe('Copied 0 files, skipped 3 already in the bucket.');
  }, 60_000);

  it('lists what it would copy with --dry-run and copies nothing; --from names another folder', async () => {
    const dataDir = dataDirWith({ 'collaboration/dry-320.webp': 'not yet copied' });
    const result = await mediaMigrate({ ...s3.env, DATA_DIR: '/nonexistent' }, ['--from', join(dataDir, 'media'), '--dry-run']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('collaboration/dry-320.webp\n');
    expect(result.stdout).toMatch(/Would copy 1 files to the s3 bucket agora at http:\/\/127\.0\.0\.1:\d+, skipped 0 already in the bucket\./);
    expect(await bucket.read('collaboration/dry-320.webp')).toBeNull();
  }, 60_000);

  it('refuses without S3_BUCKET, saying so', async () => {
    const result = await mediaMigrate({ DATA_DIR: dataDirWith({}) });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'S3_BUCKET is not set: media:migrate copies the media folder into the bucket it names. ' +
        'Set S3_BUCKET (and S3_ENDPOINT and the keys, as your store needs), then run it again.',
    );
    expect(result.stdout).toBe('');
  }, 60_000);

  it('refuses when the bucket cannot be reached, naming S3_BUCKET and S3_ENDPOINT', async () => {
    const result = await mediaMigrate({ ...s3.env, S3_BUCKET: 'no-such-bucket', DATA_DIR: dataDirWith({ 'blog/x-320.webp': 'x' }) });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Agora cannot use the s3 bucket no-such-bucket at ${s3.endpoint} for media: it does not exist. Check S3_BUCKET and S3_ENDPOINT.`,
    );
  }, 60_000);

  it('refuses a folder that does not exist rather than copy nothing', async () => {
    const result = await mediaMigrate({ ...s3.env, DATA_DIR: '/nonexistent-agora-data' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('There is no media folder at /nonexistent-agora-data/media. Point DATA_DIR or --from at the folder to copy.');
  }, 60_000);
});
