import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../shared/languages.js';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database, the auth secret and (later) media live. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; `memory://` an in-memory PGlite (tests); unset: PGlite in dataDir/db. */
  databaseUrl: string | undefined;
  /** The embedded database's engine (no DATABASE_URL); by default PostgreSQL where npm installed its binaries, else PGlite (decision 0019). */
  embeddedDatabase: 'postgres' | 'pglite' | undefined;
  /** Signs session cookies; required on PostgreSQL, else generated and kept in dataDir (see auth-secret.ts). */
  authSecret: string | undefined;
  /** The address users reach the site at; auth cookies and origin checks depend on it. */
  publicUrl: string;
  /**
   * The origins this site's own pages are served from: PUBLIC_URL's when it is set; without
   * it, every loopback name of the port (localhost, 127.0.0.1, [::1]), so a newcomer's site
   * works at whichever address they type.
   */
  siteOrigins: string[];
  /** Seed an empty database with an admin and sample content: undefined means "only on the embedded database". */
  seedDemo: boolean | undefined;
  /** The language a new database's site speaks to readers who chose none (SITE_LANGUAGE); administrators change it later. */
  siteLanguage: Language | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  logPretty: boolean;
  /** How long a stopping server lets requests in flight finish (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** Fastify's trustProxy: false, true, a hop count, or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** One log line per request (on by default; off where the proxy's log is enough). */
  accessLog: boolean;
  /** Where mail goes out (SMTP_URL) and who it is from; undefined: no mail (password resets need an administrator). */
  mail: { smtpUrl: string; from: string } | undefined;
  /** An S3-compatible bucket for uploaded media (S3_BUCKET); unset, media live in dataDir/media. */
  s3: S3Config | undefined;
}

/** Where and how to reach the media bucket. */
export interface S3Config {
  bucket: string;
  /** The store's address (MinIO, R2, …); undefined for AWS S3 itself, found from the region. */
  endpoint: string | undefined;
  region: string;
  /** Fixed keys; undefined means the SDK's default credential chain (environment, IAM role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Where the bucket's objects are public, without a trailing slash: /media/ then redirects there. */
  publicUrl: string | undefined;
  /**
   * The folder of the bucket that is this site's alone (S3_PREFIX), with its trailing slash, or
   * '' for the bucket's top. Two sites, a staging copy or a restore test sharing one bucket
   * each need their own: the media sweep deletes what its site has no row for.
   */
  prefix: string;
}

/** An http(s) address; the message says what a good one looks like (and is the only one for a non-address). */
function httpUrl(message: string) {
  return z.url({ error: message, abort: true }).refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://');
}

const flag = z.enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' }).transform((v) => v === '1' || v === 'true');

/** Every variable Agora reads (the tests check that .env.example and the README name each). */
export const CONFIG_VARIABLES = (): string[] => Object.keys(envSchema.shape);

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
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite'], { error: 'must be postgres or pglite' }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters long (try: openssl rand -base64 32)').optional(),
  PUBLIC_URL: httpUrl('must be a full address such as https://agora.example.org').optional(),
  SEED_DEMO: flag.optional(),
  SITE_LANGUAGE: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')} (el: Greek, en: English)` }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 1 to 600' })
    .int('must be a whole number of seconds from 1 to 600')
    .min(1, 'must be a number of seconds from 1 to 600')
    .max(600, 'must be a number of seconds from 1 to 600')
    .default(10),
  TRUST_PROXY: z.string().optional(),
  ACCESS_LOG: flag.optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^/]/.test(v), 'must start with smtp:// or smtps://, such as smtps://user:password@smtp.example.org:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((v) => /^[^@<>\s]+@[^@<>\s]+$|^[^<>]*<[^@<>\s]+@[^@<>\s]+>$/.test(v), 'must be an address, such as Agora <agora@school.example>')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_ENDPOINT: httpUrl('must be a full address such as http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PUBLIC_URL: httpUrl('must be a full address such as https://media.example.org').optional(),
  // Folder names of letters, digits, dots, hyphens and underscores; a trailing slash is added.
  S3_PREFIX: z
    .string()
    .regex(/^\/?[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'must be a folder in the bucket such as school-a/ (letters, digits, dots, hyphens, underscores)')
    .refine((v) => !v.split('/').some((part) => part === '.' || part === '..'), 'must not contain . or .. as a folder')
    .optional(),
});

/** The S3 settings that mean nothing without S3_BUCKET. */
const S3_NEEDS_BUCKET = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL', 'S3_PREFIX'];

/**
 * Problems between S3 variables, which no single variable's check can see: settings for a
 * bucket that is not named would be silently ignored, and half a key pair would silently
 * fall back to other credentials.
 */
function s3Problems(present: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (present.S3_BUCKET === undefined) {
    for (const name of S3_NEEDS_BUCKET) {
      if (present[name] !== undefined) problems.push(`${name} is set but S3_BUCKET is not: set S3_BUCKET to store media in a bucket, or remove ${name}`);
    }
    return problems;
  }
  const keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  const [set, unset] = [keys.filter((k) => present[k] !== undefined), keys.filter((k) => present[k] === undefined)];
  if (set.length === 1) {
    problems.push(`${set[0]} is set but ${unset[0]} is not: set both, or neither to use the default AWS credentials (e.g. an IAM role)`);
  }
  return problems;
}

/**
 * Every instance on one PostgreSQL database must sign cookies with the same secret; a
 * generated one lives in one instance's DATA_DIR, so the others would refuse its sessions.
 */
function secretProblems(present: Record<string, string | undefined>): string[] {
  const onPostgres = /^postgres(ql)?:\/\//.test(present.DATABASE_URL ?? '');
  if (!onPostgres || present.AUTH_SECRET !== undefined) return [];
  return [
    'AUTH_SECRET must be set when DATABASE_URL names a PostgreSQL server: every instance signs session cookies with it, so all of them need the same one (try: openssl rand -base64 32)',
  ];
}

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

/** Whether pino-pretty is installed: it is a dev dependency, absent from a production install. */
function prettyLogsInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and validates the configuration; throws ConfigError naming every bad variable.
 * `stdoutIsTerminal` decides the log format when LOG_FORMAT does not.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Config {
  // Empty strings mean "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (got ${JSON.stringify(present[name])})`;
    }),
    ...s3Problems(present),
    ...secretProblems(present),
    ...(present.MAIL_FROM !== undefined && present.SMTP_URL === undefined
      ? ['MAIL_FROM is set but SMTP_URL is not: set SMTP_URL to send mail, or remove MAIL_FROM']
      : []),
    ...(present.LOG_FORMAT === 'pretty' && !prettyLogsInstalled()
      ? ['LOG_FORMAT is pretty, but pino-pretty is not installed (it comes with the dev dependencies): set LOG_FORMAT=json, or install them']
      : []),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const defaultUrl = `http://localhost:${e.PORT}`;
  const publicUrl = (e.PUBLIC_URL ?? defaultUrl).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedDatabase: e.EMBEDDED_DATABASE,
    authSecret: e.AUTH_SECRET,
    publicUrl,
    siteOrigins: e.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${e.PORT}`),
    seedDemo: e.SEED_DEMO,
    siteLanguage: e.SITE_LANGUAGE,
    logLevel: e.LOG_LEVEL,
    // A person at a terminal reads lines; a service manager or a log collector reads JSON.
    logPretty: e.LOG_FORMAT ? e.LOG_FORMAT === 'pretty' : stdoutIsTerminal && prettyLogsInstalled(),
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    accessLog: e.ACCESS_LOG ?? true,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Agora <no-reply@${new URL(publicUrl).hostname}>` } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/^\/+|\/+$/g, '') + '/' : '',
        }
      : undefined,
  };
}
