import { spawn } from 'node:child_process';
import pg from 'pg';
import { redactUrl } from '../db/redact-url.js';
import { BackupError } from './errors.js';

export { redactUrl };

/**
 * How pg_dump and pg_restore reach the database: the URL without its password on the command
 * line (which any local user can read in `ps`), the password in their environment.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { dbname: url.toString(), env };
}

/** The major version in a tool's `--version` line, e.g. 15 from "pg_dump (PostgreSQL) 15.20 (Debian …)". */
export function parseToolVersion(output: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  return match ? Number(match[1]) : null;
}

/** Runs a tool and answers its output; its exit status, if not 0, becomes a BackupError with its own words. */
export function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found: install the PostgreSQL client tools (on Debian or Ubuntu: apt install postgresql-client) so that ${tool} is on the PATH.`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().replace(/\s*\n\s*/g, ' ') || 'no message'}`));
    });
  });
}

/** The major version of an installed client tool, or a BackupError saying it is missing. */
export async function toolMajorVersion(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const output = await runTool(tool, ['--version']);
  const major = parseToolVersion(output);
  if (major === null) throw new BackupError(`Could not tell which version ${tool} is from its answer: ${output.trim()}`);
  return major;
}

/** pg_dump refuses servers newer than itself, and says so obscurely; this says it first and plainly. */
export function checkPgDumpVersion(pgDumpMajor: number, serverMajor: number): void {
  if (pgDumpMajor < serverMajor) {
    throw new BackupError(
      `pg_dump is version ${pgDumpMajor}, older than the PostgreSQL ${serverMajor} server it would back up: install the PostgreSQL ${serverMajor} client tools (or newer) and try again.`,
    );
  }
}

/** Runs `action` with a client connected to the database, refusing clearly when it cannot be reached. */
export async function withPgClient<T>(databaseUrl: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new BackupError(`Could not connect to the PostgreSQL database ${redactUrl(databaseUrl)}: ${(error as Error).message}`);
  }
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** The major version of the server a client is connected to (150020 → 15). */
export async function serverMajorVersion(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}
