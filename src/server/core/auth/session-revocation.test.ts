import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { users } from '../db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { runCli } from '../../test/agora-process.js';
import { createTestDatabaseUrl } from '../../test/test-database.js';

/**
 * Sessions are kept for a while by each instance (session-cache.ts), yet whatever ends or
 * changes one takes effect at once everywhere. On PostgreSQL, A and B are two instances on
 * one database; on PGlite, which one process owns, they are the same instance.
 */
let a: App;
let b: App;
let admin: TestUser;
let adminCookie: string;
let drop = async () => {};
let sharedUrl: string | null = null;

beforeAll(async () => {
  if (process.env.AGORA_TEST_DB === 'postgres') {
    const target = await createTestDatabaseUrl();
    drop = target.drop;
    sharedUrl = target.url;
    a = await buildTestApp({ databaseUrl: target.url });
    b = await buildTestApp({ databaseUrl: target.url });
  } else {
    a = b = await buildTestApp();
  }
  admin = await createUser(a, { admin: true });
  adminCookie = await signIn(a, admin.email, admin.password);
});
afterAll(async () => {
  await a.close();
  if (b !== a) await b.close();
  await drop();
});

const status = async (app: App, url: string, cookie: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
const post = (app: App, url: string, cookie: string, payload: object = {}, method: 'POST' | 'PUT' = 'POST') =>
  app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN }, payload });

/** A signed-in member whose session both instances have checked, and so keep. */
async function memberKnownToBoth(): Promise<{ member: TestUser; cookie: string }> {
  const member = await createUser(a);
  const cookie = await signIn(a, member.email, member.password);
  expect(await status(a, '/api/profile', cookie)).toBe(200);
  expect(await status(b, '/api/profile', cookie)).toBe(200);
  return { member, cookie };
}

/** Waits for a notification between instances: milliseconds, not the cache's 30 s (1 s at most here). */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within 1 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a kept session follows every change at once', () => {
  it('signing out on A is refused on A straight away and on B at once', async () => {
    const { cookie } = await memberKnownToBoth();
    expect((await post(a, '/api/auth/sign-out', cookie)).statusCode).toBe(200);
    expect(await status(a, '/api/profile', cookie)).toBe(401);
    await until(async () => (await status(b, '/api/profile', cookie)) === 401);
  });

  it('signing out everywhere ends the other sessions of the member on both instances', async () => {
    const { member, cookie } = await memberKnownToBoth();
    const other = await signIn(b, member.email, member.password);
    expect(await status(a, '/api/profile', other)).toBe(200);
    expect(await status(b, '/api/profile', other)).toBe(200);
    expect((await post(a, '/api/auth/sign-out-everywhere', cookie)).statusCode).toBe(200);
    expect(await status(a, '/api/profile', other)).toBe(401);
    await until(async () => (await status(b, '/api/profile', other)) === 401);
  });

  it('an admin disabling a member on A shuts them out on B', async () => {
    const { member, cookie } = await memberKnownToBoth();
    expect((await post(a, `/api/admin/members/${member.id}/disable`, adminCookie)).statusCode).toBe(200);
    expect(await status(a, '/api/profile', cookie)).toBe(401);
    await until(async () => (await status(b, '/api/profile', cookie)) === 401);
  });

  it('a role given on A opens the admin area on B, and taking it back closes it', async () => {
    const { member, cookie } = await memberKnownToBoth();
    expect(await status(b, '/api/admin/members', cookie)).toBe(403);
    expect((await post(a, `/api/admin/members/${member.id}/role`, adminCookie, { role: 'admin' }, 'PUT')).statusCode).toBe(200);
    expect(await status(a, '/api/admin/members', cookie)).toBe(200);
    await until(async () => (await status(b, '/api/admin/members', cookie)) === 200);
    expect((await post(a, `/api/admin/members/${member.id}/role`, adminCookie, { role: 'member' }, 'PUT')).statusCode).toBe(200);
    await until(async () => (await status(b, '/api/admin/members', cookie)) === 403);
  });

  it('a change made outside the site (a CLI command, an operator) reaches every instance through the database', async () => {
    const { member, cookie } = await memberKnownToBoth();
    // Straight to the database, as `npm run user:set-role` or psql would: no route of ours runs.
    await a.db.update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
    await until(async () => (await status(a, '/api/admin/members', cookie)) === 200 && (await status(b, '/api/admin/members', cookie)) === 200);
  });


  // PGlite belongs to the one process that opened it: only PostgreSQL lets a command in beside the site.
  if (process.env.AGORA_TEST_DB === 'postgres')
    it('npm run user:disable, another process, shuts the member out of both instances at once', async () => {
      if (!sharedUrl) throw new Error('no shared PostgreSQL database');
      const { member, cookie } = await memberKnownToBoth();
      runCli('user-admin-commands.ts', ['disable', '--email', member.email], { ...process.env, DATABASE_URL: sharedUrl, AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth' });
      await until(async () => (await status(a, '/api/profile', cookie)) === 401 && (await status(b, '/api/profile', cookie)) === 401);
    });
});
