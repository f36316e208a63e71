import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** An account `npm run user:add` makes before a server holds the embedded database. */
export interface SeededUser {
  email: string;
  password: string;
  name: string;
  surname: string;
  admin?: boolean;
  teacher?: boolean;
  needsReview?: boolean;
  guardianOf?: string[];
}

/** What every command and server of a test run shares: its own DATA_DIR, the embedded database in it. */
export const runEnv = (dataDir: string): NodeJS.ProcessEnv => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '' });

/**
 * Creates these accounts as `npm run user:add` does, all in one process (add-accounts.ts), which
 * must run while no server holds the embedded database; `env` names another, a PostgreSQL
 * server's, which any number share.
 */
export function addUsers(dataDir: string, users: readonly SeededUser[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/add-accounts.ts'], {
    env: { ...runEnv(dataDir), ...env },
    input: JSON.stringify(users),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Could not create the test accounts:\n${result.stderr}${result.stdout}`);
}

/** Runs one of Agora's commands (`npm run <script>`) on this DATA_DIR, answering what it printed; throws when it fails. */
export function runCommand(dataDir: string, script: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync('npm', ['run', '--silent', script], { env: { ...runEnv(dataDir), ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run ${script} failed:\n${result.stderr}`);
  return result.stdout;
}

/** A free port on this machine, chosen now (synchronously, so a spec can name its address when it loads). */
export function freePort(): string {
  return spawnSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(String(s.address().port));s.close()})"])
    .stdout.toString()
    .trim();
}

/** A running built server; `stop` ends it and resolves once it has exited. */
export interface AgoraServer {
  process: ChildProcess;
  /** What it printed so far (its console: the first start's link, say); also passed on to this run's output. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built server (dist/) on this DATA_DIR and port, resolving once /api/health answers (within 60 s). */
export async function startAgora(dataDir: string, port: string, env: NodeJS.ProcessEnv = {}): Promise<AgoraServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/node/server.mjs'], {
    env: { ...runEnv(dataDir), PORT: port, HOST: '127.0.0.1', PUBLIC_URL: baseURL, SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
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
  return {
    process: server,
    output: () => output,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
