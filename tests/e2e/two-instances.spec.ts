import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createPostgresDatabase } from '../../src/server/test/test-database.js';
import { addUsers, freePort, startAgora, type AgoraServer } from './agora-server.js';
import { COMMENT_AUTHOR, COMMENTER, expect, signIn, test } from './fixtures.js';

/**
 * Agora as a school runs it behind a load balancer: two instances on one PostgreSQL (a fresh
 * database on the test server, TEST_DATABASE_URL or the local one, as .ci/run provides), each
 * with a data folder of its own and the one AUTH_SECRET they must share. A member answers an
 * update through one; its author, whose page the other serves, sees the comment at once: the live
 * news crosses instances through PostgreSQL, never through a process's memory.
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ports = [freePort(), freePort()] as const;
const dataDirs: string[] = [];
const servers: AgoraServer[] = [];
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two servers to start, one after the other, on a busy two-core machine.
  test.setTimeout(180_000);
  database = await createPostgresDatabase(serverUrl);
  const env = { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString('base64') };
  for (const port of ports) {
    const dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-instance-'));
    dataDirs.push(dataDir);
    // The first start makes the schema; the accounts are added once, to the one database.
    servers.push(await startAgora(dataDir, port, env));
    if (servers.length === 1) addUsers(dataDir, [COMMENT_AUTHOR, COMMENTER], env);
  }
});

test.afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

/** A page on one instance (its own cookies), signed in as `user`. */
async function pageOn(browser: Browser, port: string, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })).newPage();
  await signIn(page, user);
  return page;
}

const commentBy = (page: Page, name: string, text: string) =>
  page.getByRole('region', { name: 'Comments' }).getByRole('article', { name: `by ${name}` }).filter({ hasText: text });

test("a member comments through one instance, and the author's page open on the other shows it at once", async ({ browser }) => {
  const author = await pageOn(browser, ports[0], COMMENT_AUTHOR);
  const made = await author.request.post('/api/collaborations', { data: { title: 'Weather station', thumbnailId: null, content: [{ type: 'paragraph', value: 'On the roof.' }] } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const posted = await author.request.post(`/api/collaborations/${id}/items`, { data: { kind: 'update', title: 'The rain gauge is up', content: [{ type: 'paragraph', value: 'Readings every morning.' }] } });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: itemId } = (await posted.json()) as { id: string };
  await author.goto(`/update-page/${id}/${itemId}`);
  await expect(author.getByRole('heading', { level: 1, name: 'The rain gauge is up' })).toBeVisible();
  let reloaded = false;
  author.on('load', () => (reloaded = true));

  const member = await pageOn(browser, ports[1], COMMENTER);
  await member.goto(`/update-page/${id}/${itemId}`);
  await member.getByRole('textbox', { name: 'Write a comment' }).fill('How much fell last night?');
  await member.getByRole('button', { name: 'Post comment' }).click();
  await expect(commentBy(member, 'Orestis Sxoliou', 'How much fell last night?')).toBeVisible();

  await expect(commentBy(author, 'Orestis Sxoliou', 'How much fell last night?')).toBeVisible();
  expect(reloaded).toBe(false);
  // And the bell of the author's instance rings with it.
  await expect(author.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
});
