/**
 * A real Agora server process and the commands beside it, driven as an operator and a member
 * would: for tests that stop, back up and start the site (crash-safety.test.ts has the idea).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PROJECT_ROOT } from '../paths.js';
import { picture } from './images.js';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A running server: its address, and stop() which ends it gracefully (SIGTERM) and waits. */
export interface SiteProcess {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `node --import tsx src/server/server.ts` with `env` and waits until /api/health answers. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<SiteProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, SEED_DEMO: '0', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, stop };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start (exit code ${child.exitCode})`);
}

/** What a command printed and how it ended. */
export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command of src/server/cli exactly as `npm run <name> --` does, with `env`. */
export function runCommand(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${script}`, ...args], { cwd: PROJECT_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Signs in through the API and answers the session cookie (`name=value`). */
export async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(user),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('agora.session_token='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** The signed-in user's email per GET /api/session, or null for a visitor. */
export async function sessionEmail(base: string, cookie: string): Promise<string | null> {
  const body = (await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

/** Uploads a real picture as the upload form does (POST /api/media, multipart) and answers its view. */
export async function uploadPicture(base: string, cookie: string): Promise<{ id: string; src: string }> {
  const form = new FormData();
  form.append('file', new Blob([await picture('jpeg', 640, 480)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${base}/api/media?folder=blog`, { method: 'POST', headers: { origin: base, cookie }, body: form });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; src: string };
}

/** Publishes a post with the picture as its thumbnail and in its text; answers its id. */
export async function createPost(base: string, cookie: string, title: string, pictureId: string): Promise<string> {
  const response = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({
      title,
      thumbnailId: pictureId,
      content: [
        { type: 'paragraph', value: 'What we did this term.' },
        { type: 'image', value: pictureId, alt: 'The class at work' },
      ],
    }),
  });
  if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** GETs a path and answers its status and bytes. */
export async function getBytes(base: string, path: string, cookie = ''): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}
