import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PROJECT_ROOT } from '../paths.js';

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
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * Starts the server as `npm start` would (but from the sources), on 127.0.0.1 and the given
 * or a free port, and resolves once /api/health answers 200; what it prints on stderr is
 * shown, so a failing start explains itself.
 */
export async function startAgora(env: NodeJS.ProcessEnv, options: { port?: number; timeoutMs?: number } = {}): Promise<AgoraProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: PROJECT_ROOT,
    env: { PUBLIC_URL: base, SEED_DEMO: '0', LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const agora: AgoraProcess = {
    child,
    base,
    port,
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

/** Signs in through the real endpoint of `base`; the Cookie header for later requests. */
export async function signInOver(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('agora.session_token='));
  if (!cookie) throw new Error(`sign-in at ${base} failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}
