import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../core/paths.js';
import { tempFolder } from '../test/temp-folder.js';

function run(script: string, dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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
const userAdd = (dataDir: string, args: string[]) => run('src/server/cli/user-add.ts', dataDir, args);
const command = (dataDir: string, name: string, args: string[]) => run('src/server/cli/user-admin-commands.ts', dataDir, [name, ...args]);
const account = (email: string, admin = false) => ['--email', email, '--password', 'a-long-password-1', '--name', 'A', '--surname', 'B', ...(admin ? ['--admin'] : [])];

describe('the account commands', () => {
  it('set a role, reset a password, disable and enable, and never leave the site without an admin', async () => {
    const dataDir = tempFolder('agora-cli-');
    expect((await userAdd(dataDir, account('head@school.test', true))).code).toBe(0);
    expect((await userAdd(dataDir, account('teacher@school.test'))).code).toBe(0);

    const lastAdmin = await command(dataDir, 'set-role', ['--email', 'head@school.test', '--role', 'member']);
    expect(lastAdmin.code).toBe(1);
    expect(lastAdmin.stderr.trim()).toBe('This is the last administrator: make someone else an administrator first.');

    const promoted = await command(dataDir, 'set-role', ['--email', 'Teacher@School.test', '--role', 'admin']);
    expect(promoted.stdout.trim()).toBe('teacher@school.test is now an administrator.');

    const reset = await command(dataDir, 'reset-password', ['--email', 'teacher@school.test']);
    expect(reset.code).toBe(0);
    expect(reset.stdout.trim()).toMatch(/^New password for teacher@school\.test: \S{16}$/);
    const weak = await command(dataDir, 'reset-password', ['--email', 'teacher@school.test', '--password', 'short']);
    expect(weak.code).toBe(1);
    expect(weak.stderr.trim()).toBe('The password must be at least 10 characters long.');
    // For the administrator who lost theirs, or never used the first start's link: they choose it.
    const link = await command(dataDir, 'reset-password', ['--email', 'head@school.test', '--link']);
    expect(link.code, link.stderr).toBe(0);
    expect(link.stdout.trim()).toMatch(/^head@school\.test chooses a new password here \(the link works once, within 24 hours\):\n {2}http:\/\/localhost:3000\/reset-password\?token=console[0-9a-f]{48}$/);
    const both = await command(dataDir, 'reset-password', ['--email', 'head@school.test', '--link', '--password', 'a-long-password-2']);
    expect(both.code).toBe(1);
    expect(both.stderr.trim()).toBe('Usage: npm run user:reset-password -- --email E [--password P | --link]');

    expect((await command(dataDir, 'disable', ['--email', 'head@school.test'])).stdout.trim()).toBe('head@school.test is disabled; their sessions ended.');
    expect((await command(dataDir, 'disable', ['--email', 'head@school.test', '--enable'])).stdout.trim()).toBe('head@school.test can sign in again.');

    const unknown = await command(dataDir, 'disable', ['--email', 'nobody@school.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('That account could not be found.');
  }, 120_000);

  it('explains how to use them', async () => {
    const dataDir = tempFolder('agora-cli-');
    const result = await command(dataDir, 'set-role', ['--email', 'x@school.test', '--role', 'owner']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Usage: npm run user:set-role -- --email E --role admin|teacher|member');
  });
});
