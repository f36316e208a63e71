import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDeps } from '../app.js';
import { loadConfig } from '../core/config.js';
import { openDatabase } from '../core/db/client.js';
import type { ThrottleLimits } from '../features/auth/sign-in-throttle.js';
import { createTestDatabaseUrl } from './test-database.js';

export const TEST_ORIGIN = 'http://localhost:3000';
const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export interface TestAppOptions {
  webRoot?: string;
  throttleLimits?: Partial<ThrottleLimits>;
  /** The clock of rate limits and throttles. */
  now?: () => number;
  /** The site's address; http://localhost:3000 unless a test needs https; null leaves PUBLIC_URL unset. */
  publicUrl?: string | null;
  /** Where the app logs; silent unless a test reads the log. */
  logger?: AppDeps['logger'];
  /** More environment for loadConfig: TRUST_PROXY, the S3_* variables of startS3Server()… */
  env?: Record<string, string>;
  /** A database another app of the test shares (a second instance); its owner drops it. */
  databaseUrl?: string;
  /** Live streams' heartbeat, lifetime and bounds. */
  liveLimits?: AppDeps['liveLimits'];
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: App) => void;
}

/** The real app on a fresh database (PGlite, or PostgreSQL in that project); close() cleans up. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const target = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createTestDatabaseUrl();
  // Uploaded media go to a folder of this test file's own.
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-test-'));
  const config = loadConfig({
    PUBLIC_URL: options.publicUrl === null ? undefined : (options.publicUrl ?? TEST_ORIGIN),
    DATABASE_URL: target.url,
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded: config.embeddedDatabase, purpose: 'test' });
  await database.migrate();
  // The app closes the database; only after that may the test database be dropped.
  const closeDatabase = database.close;
  database.close = async () => {
    await closeDatabase();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const app = await buildApp(config, {
    database,
    authSecret: TEST_AUTH_SECRET,
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    throttleLimits: options.throttleLimits,
    now: options.now,
    logger: options.logger ?? false,
    liveLimits: options.liveLimits,
  });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/** The session cookie of a response, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'agora.session_token');
  if (!cookie) throw new Error(`no session cookie in a ${response.statusCode} response: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Signs in through the real endpoint and returns the Cookie header for later requests. */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  return sessionCookie(response);
}

/**
 * A request helper for a test with several people: `call(method, url, who?, payload?)` sends
 * `who`'s session cookie (none: a visitor) from the site's origin. `app` is read at each call,
 * since tests build theirs in beforeAll.
 */
export function callerAs<Who extends string>(app: () => App, cookies: Partial<Record<Who, string>>) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: Who, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(who ? { cookie: cookies[who] } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
