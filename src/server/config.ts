import { resolve } from 'node:path';
import { z } from 'zod';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database, the auth secret and (later) media live. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; `memory://` an in-memory PGlite (tests); unset: PGlite in dataDir/db. */
  databaseUrl: string | undefined;
  /** Signs session cookies; required on PostgreSQL, else generated and kept in dataDir (see auth-secret.ts). */
  authSecret: string | undefined;
  /** The address users reach the site at; auth cookies and origin checks depend on it. */
  publicUrl: string;
  /** Seed an empty database with an admin and sample content: undefined means "only on the embedded database". */
  seedDemo: boolean | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  logPretty: boolean;
  /** Fastify's trustProxy: false, true, a hop count, or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** One log line per request (on by default; off where the proxy's log is enough). */
  accessLog: boolean;
}

const flag = z.enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' }).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('localhost'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(postgres|postgresql):\/\/./.test(v) || v === 'memory://', 'must start with postgres:// or postgresql://')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters long (try: openssl rand -base64 32)').optional(),
  PUBLIC_URL: z
    .url({ error: 'must be a full address such as https://agora.example.org' })
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).default('json'),
  TRUST_PROXY: z.string().optional(),
  ACCESS_LOG: flag.optional(),
});

/** Thrown when the environment holds bad values; its message lists each one on its own line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Agora cannot start because of its configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads and validates the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (got ${JSON.stringify(present[name])})`;
      }),
    );
  }
  const e = parsed.data;
  // Every instance on one PostgreSQL database must sign cookies with the same secret; a
  // generated one lives in one instance's DATA_DIR, so the others would refuse its sessions.
  if (e.DATABASE_URL && e.DATABASE_URL !== 'memory://' && !e.AUTH_SECRET) {
    throw new ConfigError([
      'AUTH_SECRET must be set when DATABASE_URL names a PostgreSQL server: every instance signs session cookies with it, so all of them need the same one (try: openssl rand -base64 32)',
    ]);
  }
  const defaultUrl = `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    publicUrl: (e.PUBLIC_URL ?? defaultUrl).replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_FORMAT === 'pretty',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    accessLog: e.ACCESS_LOG ?? true,
  };
}
