import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PROJECT_ROOT } from '../core/paths.js';
import { picture } from './images.js';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A real Agora server process (src/server/server.ts through tsx) and its address. */
export interface AgoraProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Stops it with SIGTERM and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills it with SIGKILL (no shutdown at all) and waits for it to be gone. */
  kill(): Promise<void>;
  /** What it printed so far, stdout and stderr together (started with `capture`; else empty). */
  output(): string;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * Real Agora server processes and the commands beside them, driven as an operator and a
 * member would: for tests of what only whole processes show (crashes, several instances,
 * a frozen database, backups).
 */

/**
 * Starts the server as `npm start` would (but from the sources), on 127.0.0.1 and the given
 * or a free port, and resolves once /api/health answers 200; what it prints on stderr is
 * shown, so a failing start explains itself.
 */
export async function startAgora(env: NodeJS.ProcessEnv, options: { port?: number; timeoutMs?: number; capture?: boolean } = {}): Promise<AgoraProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: PROJECT_ROOT,
    env: { PUBLIC_URL: base, SEED_DEMO: '0', LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', options.capture ? 'pipe' : 'ignore', options.capture ? 'pipe' : 'inherit'],
  });
  let printed = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  const agora: AgoraProcess = {
    child,
    base,
    port,
    output: () => printed,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Agora exited with code ${child.exitCode} before answering ${base}/api/health`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return agora;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await agora.kill();
  throw new Error(`Agora did not answer ${base}/api/health in time`);
}

/** Runs a CLI of src/server/cli (e.g. user-add.ts) with `env`; throws with its output when it fails. */
export function runCli(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `src/server/cli/${script}`, ...args], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed (${result.status}):\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** Signs in through the real endpoint of `base`; the Cookie header (`name=value`) for later requests. */
export async function signInAt(base: string, user: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('agora.session_token='));
  if (!cookie) throw new Error(`sign-in failed at ${base}: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
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

/**
 * Publishes a post with the picture as its thumbnail and in its text; answers its id and the
 * picture's public address (an upload is private until a post for everyone shows it, and it
 * then moves to a public name).
 */
export async function createPost(base: string, cookie: string, title: string, pictureId: string): Promise<{ id: string; pictureSrc: string }> {
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
  const { id } = (await response.json()) as { id: string };
  const post = (await (await fetch(`${base}/api/posts/${id}`)).json()) as { thumbnail: { src: string } };
  return { id, pictureSrc: post.thumbnail.src };
}

/** GETs a path and answers its status and bytes. */
export async function getBytes(base: string, path: string, cookie = ''): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}
