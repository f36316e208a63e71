import { describe, expect, it } from 'vitest';
import { runCommand } from '../test/agora-process.js';
import { tempFolder } from '../test/temp-folder.js';

const anonymise = (args: string[], env: NodeJS.ProcessEnv) => runCommand('former-pupils.ts', args, env);

// The journey from marking a pupil as having left to their anonymisation two years later, with
// this command, is tests/e2e/former-pupils.spec.ts; the job itself, src/server/features/former-pupils.
describe('npm run pupils:anonymise', () => {
  it('says with --dry-run who waits, and anonymises nobody before their day', async () => {
    const env = { ...process.env, DATA_DIR: tempFolder('agora-former-'), DATABASE_URL: '', AUTH_SECRET: '', S3_BUCKET: '' };
    const dry = await anonymise(['--dry-run'], env);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('0 pupils who left wait to be anonymised, 2 school years after leaving.');
    const real = await anonymise([], env);
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout).toContain('Anonymised 0 former pupils: 0 pictures and 0 posts removed.');
  });

  it('refuses an unknown option with its usage', async () => {
    const result = await anonymise(['--everyone'], { ...process.env, DATA_DIR: tempFolder('agora-former-') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run pupils:anonymise -- [--dry-run]');
  });
});
