import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../core/paths.js';
import { holdLockInAnotherProcess } from '../test/hold-lock.js';
import { tempFolder } from '../test/temp-folder.js';

/** Runs the CLI exactly as `npm run user:add --` does, on its own DATA_DIR. */
function userAdd(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/user-add.ts', ...args], {
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

const account = (email: string, password = 'a-long-password-1') =>
  ['--email', email, '--password', password, '--name', 'Eleni', '--surname', 'Nikolaou'];

describe('npm run user:add', () => {
  it('creates an account on a brand-new DATA_DIR, says who was created, and refuses the same email again', async () => {
    const dataDir = tempFolder('agora-cli-');
    const first = await userAdd(dataDir, [...account('eleni@school.test'), '--admin']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.trim()).toMatch(/^Created the administrator Eleni Nikolaou <eleni@school\.test> \(id \S{16,}\)\. They can sign in now\.$/);

    const again = await userAdd(dataDir, account('ELENI@school.test'));
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('An account with the email eleni@school.test already exists.');
    expect(again.stdout).toBe('');
  }, 60_000);

  it('links a guardian to the pupils named, and refuses, adding no one, a pupil who has no account', async () => {
    const dataDir = tempFolder('agora-cli-');
    expect((await userAdd(dataDir, [...account('child@school.test'), '--needs-review'])).code).toBe(0);
    const unknown = await userAdd(dataDir, [...account('parent@school.test'), '--guardian-of', 'child@school.test', '--guardian-of', 'nobody@school.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the address nobody@school.test: add the pupil first.');
    const linked = await userAdd(dataDir, [...account('parent@school.test'), '--guardian-of', 'Child@school.test']);
    expect(linked.stderr).toBe('');
    expect(linked.stdout.trim()).toMatch(/They are the guardian of child@school\.test\.$/);
  }, 90_000);

  it('refuses a weak password with a clear message, before creating any database', async () => {
    const dataDir = tempFolder('agora-cli-');
    const result = await userAdd(dataDir, account('weak@school.test', 'short'));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('The password must be at least 10 characters long.');
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('explains what is missing', async () => {
    const dataDir = tempFolder('agora-cli-');
    const result = await userAdd(dataDir, ['--email', 'x@school.test']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Missing --password, --name, --surname.');
    expect(result.stderr).toContain('Usage: npm run user:add -- --email E --password P --name N --surname S [--admin | --teacher] [--needs-review] [--guardian-of PUPIL_EMAIL]…');
  });

  it('refuses, touching nothing, while a server holds the embedded database', async () => {
    const dataDir = tempFolder('agora-cli-');
    const server = await holdLockInAnotherProcess(dataDir, 'server');
    try {
      const before = readdirSync(dataDir);
      const result = await userAdd(dataDir, account('late@school.test'));
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `The embedded database in ${dataDir} is in use by a running Agora server (process ${server.pid}). Stop it first, then try again.`,
      );
      expect(readdirSync(dataDir)).toEqual(before);
    } finally {
      server.kill();
    }
  });
});
