import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './core/paths.js';
import { freePort } from './test/agora-process.js';
import { tempFolder } from './test/temp-folder.js';

/** Starts the server on a new embedded database with `env`, runs `check` once it serves, and stops it. */
async function started(env: Record<string, string>, check: (output: string, port: number) => Promise<void>, until = 'Agora is serving'): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), HOST: 'localhost', PUBLIC_URL: '', DATABASE_URL: '', AUTH_SECRET: '', SEED_DEMO: '0', SITE_LANGUAGE: '', LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATA_DIR: tempFolder('agora-start-'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const deadline = Date.now() + 60_000;
    while (!output.includes(until) && Date.now() < deadline && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output).toContain(`Agora is serving http://localhost:${port}`);
    await check(output, port);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

describe('what the server says when it starts', () => {
  it('names one address to open, not each interface it listens on', async () => {
    await started({}, async (output, port) => {
      const addresses = new Set(output.match(/https?:\/\/[^\s"]+/g));
      expect([...addresses]).toEqual([`http://localhost:${port}`]);
    });
  }, 90_000);

  it('on a new database started with SITE_LANGUAGE=el, says the site speaks Greek, and it does', async () => {
    await started({ SEED_DEMO: '1', SITE_LANGUAGE: 'el' }, async (output, port) => {
      expect(output).toContain('The site speaks Greek to visitors; administrators can change that under Admin, Settings.');
      const home = await fetch(`http://localhost:${port}/about`);
      expect(await home.text()).toContain('<html lang="el"');
    }, 'administrators can change that');
  }, 120_000);

  it('on a new database, prints no password but a link where the administrator chooses theirs, and how to get another', async () => {
    await started({ SEED_DEMO: '1' }, async (output, port) => {
      const base = `http://localhost:${port}`;
      expect(output).toContain('This new database has an administrator account, admin@agora.local. Choose its password here');
      expect(output).toContain('A new link at any time: npm run user:reset-password -- --email admin@agora.local --link');
      expect(output).not.toMatch(/password:/);
      const link = new RegExp(`${base}/reset-password\\?token=(console[0-9a-f]{48})&welcome=1`).exec(output);
      expect(link, output).not.toBeNull();
      const post = (path: string, body: object) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });
      expect((await post('/api/auth/reset-password', { token: link![1], newPassword: 'my-own-admin-password' })).status).toBe(200);
      const signedIn = await post('/api/auth/sign-in/email', { email: 'admin@agora.local', password: 'my-own-admin-password' });
      expect(signedIn.status).toBe(200);
      const session = await fetch(`${base}/api/session`, { headers: { cookie: signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') } });
      expect(((await session.json()) as { user: { role: string } }).user.role).toBe('admin');
    }, '--link');
  }, 120_000);
});
