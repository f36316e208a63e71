import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startAgora, type AgoraServer } from './agora-server.js';
import { expect, signInThroughForm, test } from './fixtures.js';

/**
 * A newcomer's first start: the server makes a new database an administrator and prints, not a
 * password, but a link where they choose their own. This spec starts its own server on an empty
 * data folder, as `npm start` does the first time, and follows the link it prints.
 */
const port = freePort();
let dataDir = '';
let server: AgoraServer | undefined;
let link = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A server to start and a new database to fill with the sample posts, on a busy two-core machine.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-first-'));
  server = await startAgora(dataDir, port, { SEED_DEMO: '1' });
  // The block comes once the server is serving, so a moment after it first answers.
  await expect.poll(() => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(server!.output())?.[0] ?? '', { timeout: 30_000 }).not.toBe('');
  link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(server.output())![0];
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the first administrator opens the printed link, chooses a password, and signs in as administrator', async ({ page }) => {
  expect(server!.output()).toContain('This new database has an administrator account, admin@agora.local.');
  await page.goto(link);
  await expect(page).toHaveTitle(/Welcome to Agora/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Agora' })).toBeVisible();
  await expect(page.getByText("Choose the password of your administrator account. You sign in with it and the email printed beside this link in the server's console.")).toBeVisible();
  // The password rules are the site's, said by the field.
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByText('The password must be at least 10 characters long.')).toBeVisible();
  await page.getByLabel('New password').fill('the-first-admins-own-password');
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is saved. Sign in with it now.');

  await page.getByRole('status').getByRole('link', { name: 'Sign in' }).click();
  await signInThroughForm(page, { email: 'admin@agora.local', password: 'the-first-admins-own-password' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.goto(new URL('/profile', link).href);
  await page.getByRole('main').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  // The audit log says how the password was chosen.
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'Password chosen with a link from the server' })).toBeVisible();
});

test('the link works once, and then says how to make another at the server', async ({ page }) => {
  await page.goto(link);
  await page.getByLabel('New password').fill('someone-who-scrolled-up-later');
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used. Please ask for a new one.');
  await expect(page.getByText('For a new link, run this where the server runs: npm run user:reset-password -- --email YOUR-EMAIL --link')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveCount(0);
});
