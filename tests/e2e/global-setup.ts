import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addUsers, runCommand, startAgora } from './agora-server.js';
import { USERS } from './fixtures.js';

/**
 * Starts the built server on the run's port with a temporary DATA_DIR, after creating the
 * test accounts with the real `npm run user:add` (which must run before the server holds
 * the embedded database). Returns the teardown that stops the server and removes the data.
 */
export default async function globalSetup() {
  const port = process.env.E2E_PORT!;
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-'));

  addUsers(dataDir, USERS);

  // The file of an upload killed two hours ago, swept by the real command before the server
  // starts: admin.spec.ts finds the sweep in the audit log.
  mkdirSync(join(dataDir, 'media', 'blog'), { recursive: true });
  const stray = join(dataDir, 'media', 'blog', 'LeftByAnInterruptedUpload-640.webp');
  writeFileSync(stray, 'half a picture');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(stray, twoHoursAgo, twoHoursAgo);
  runCommand(dataDir, 'media:sweep');

  // A real SMTP server for "Forgot password?": it writes each mail it receives into a folder
  // the tests read (process.env reaches the workers, which start after this).
  const mailDir = mkdtempSync(join(tmpdir(), 'agora-e2e-mail-'));
  process.env.E2E_MAIL_DIR = mailDir;
  const smtp = spawn(process.execPath, ['scripts/smtp-test-server.mjs', '--out', mailDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.stdout.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString().split('\n')[0]!) as { port: number }).port));
    smtp.once('exit', (code) => reject(new Error(`The SMTP test server exited with code ${code} before it was ready.`)));
  });

  const server = await startAgora(dataDir, port, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Agora <agora@e2e.test>' });

  return async () => {
    smtp.kill('SIGTERM');
    await server.stop();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
