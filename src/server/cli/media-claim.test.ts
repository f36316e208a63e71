import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, startAgora } from '../test/agora-process.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { tempFolder } from '../test/temp-folder.js';

/** Whole processes, as an operator meets them: a start and a sweep refused a bucket folder of another site, then `npm run media:claim`. */
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

const siteEnv = (name: string) => ({
  ...process.env,
  ...s3.env,
  S3_PREFIX: 'school',
  DATA_DIR: tempFolder(`agora-claim-${name}-`),
  DATABASE_URL: '',
  AUTH_SECRET: '',
  EMBEDDED_DATABASE: 'pglite',
});

describe('a bucket folder that holds another site’s pictures', () => {
  it('refuses the start and the sweep in one clear message, until the site claims it with npm run media:claim', async () => {
    const first = await startAgora(siteEnv('first'));
    await first.stop();

    const second = siteEnv('second');
    // The server's own entry, as npm start runs it (runCommand runs files of src/server/cli).
    const start = await runCommand('../server.ts', [], { ...second, PORT: '0', SEED_DEMO: '0' });
    expect(start.code).toBe(1);
    expect(start.stderr).toMatch(/^The s3 bucket agora, folder school\/ at http:\/\/127\.0\.0\.1:\d+ holds the pictures of another Agora site \(site [0-9a-f-]{36}; this database is site [0-9a-f-]{36}\)\..*S3_PREFIX.*npm run media:claim/m);
    expect(start.stderr).not.toContain('    at ');

    const sweep = await runCommand('media-sweep.ts', ['--dry-run'], second);
    expect(sweep.code).toBe(1);
    expect(sweep.stderr).toContain('holds the pictures of another Agora site');
    expect(sweep.stdout).not.toContain('Would remove');

    const claim = await runCommand('media-claim.ts', [], second);
    expect(claim.code, claim.stderr).toBe(0);
    expect(claim.stdout).toMatch(/^The s3 bucket agora, folder school\/ at .* is now this site's \(site [0-9a-f-]{36}; it was [0-9a-f-]{36}'s\)\./);

    const started = await startAgora(second);
    await started.stop();
  }, 120_000);

  it('refuses options it does not take', async () => {
    const result = await runCommand('media-claim.ts', ['--force'], siteEnv('options'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run media:claim');
  });
});
