import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { USERS } from './fixtures.js';

/**
 * Starts the built server on the run's port with a temporary DATA_DIR, after creating the
 * test accounts with the real `npm run user:add` (which must run before the server holds
 * the embedded database). Returns the teardown that stops the server and removes the data.
 */
export default async function globalSetup() {
  const port = process.env.E2E_PORT;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '' };

  for (const user of USERS) {
    const args = ['run', '--silent', 'user:add', '--', '--email', user.email, '--password', user.password, '--name', user.name, '--surname', user.surname];
    if (user.admin) args.push('--admin');
    if (user.teacher) args.push('--teacher');
    if (user.needsReview) args.push('--needs-review');
    for (const pupil of user.guardianOf ?? []) args.push('--guardian-of', pupil);
    const result = spawnSync('npm', args, { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`npm run user:add failed for ${user.email}:\n${result.stderr}`);
  }

  // The file of an upload killed two hours ago, swept by the real command before the server
  // starts: admin.spec.ts finds the sweep in the audit log.
  mkdirSync(join(dataDir, 'media', 'blog'), { recursive: true });
  const stray = join(dataDir, 'media', 'blog', 'LeftByAnInterruptedUpload-640.webp');
  writeFileSync(stray, 'half a picture');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(stray, twoHoursAgo, twoHoursAgo);
  const swept = spawnSync('npm', ['run', '--silent', 'media:sweep'], { env, encoding: 'utf8' });
  if (swept.status !== 0) throw new Error(`npm run media:sweep failed:\n${swept.stderr}`);

  // A real SMTP server for "Forgot password?": it writes each mail it receives into a folder
  // the tests read (process.env reaches the workers, which start after this).
  const mailDir = mkdtempSync(join(tmpdir(), 'agora-e2e-mail-'));
  process.env.E2E_MAIL_DIR = mailDir;
  const smtp = spawn(process.execPath, ['scripts/smtp-test-server.mjs', '--out', mailDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.stdout.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString().split('\n')[0]!) as { port: number }).port));
    smtp.once('exit', (code) => reject(new Error(`The SMTP test server exited with code ${code} before it was ready.`)));
  });

  const server = spawn(process.execPath, ['dist/node/server.mjs'], {
    env: {
      ...env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Agora <agora@e2e.test>',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer ${baseURL}/api/health within 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return async () => {
    server.kill('SIGTERM');
    smtp.kill('SIGTERM');
    await exited;
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
