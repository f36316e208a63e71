import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { addUsers, freePort, runCommand, startAgora, type AgoraServer } from './agora-server.js';
import { created, jpegFile } from './accessibility.js';
import { expect, signIn, test } from './fixtures.js';

/**
 * Pupils who leave, two school years on. The retention job's day comes only after years, so this
 * journey has a server of its own: an administrator marks a pupil as having left and sees when
 * they will be anonymised; the server stops and the retention command runs with its clock moved
 * two years and a month forward (tests/e2e/clock-ahead.mjs); on the server started again, the
 * pupil's post is by a "Former pupil", their record is initials, and the audit log says Agora did it.
 */

const ADMIN = { email: 'fp-admin@e2e.test', password: 'fp-admin-password-2024', name: 'Eleni', surname: 'Dioikitria', admin: true };
const PUPIL = { email: 'fp-pupil@e2e.test', password: 'fp-pupil-password-2024', name: 'Markos', surname: 'Papadakis', needsReview: true };

const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });
// One server and one story, step after step.
test.describe.configure({ mode: 'serial' });

let dataDir: string;
let server: AgoraServer;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-former-pupils-'));
  addUsers(dataDir, [ADMIN, PUPIL]);
  server = await startAgora(dataDir, port);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The pupil's post, published by the administrator (who reviews too): what is kept of their work. */
async function publishPupilPost(page: Page, adminPage: Page): Promise<string> {
  await signIn(page, PUPIL);
  const picture = await created<{ id: string }>(await page.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('robot.jpg', '#6a8f3c') } }));
  const content = [{ type: 'paragraph', value: 'We built a robot that waters the school garden.' }];
  const { id } = await created<{ id: string }>(await page.request.post('/api/posts', { data: { title: 'Our watering robot', thumbnailId: picture.id, content } }));
  const { review } = (await (await adminPage.request.get(`/api/posts/${id}`)).json()) as { review: { version: number } };
  await created(await adminPage.request.post(`/api/review/posts/${id}/approve`, { data: { version: review.version } }));
  return id;
}

test('an administrator marks a pupil as having left; two years later the retention job anonymises them', async ({ page, browser }) => {
  test.slow();
  await signIn(page, ADMIN);
  const pupilContext = await browser.newContext();
  const postId = await publishPupilPost(await pupilContext.newPage(), page);
  await pupilContext.close();

  // Members: the pupil is chosen and marked as having left, after a question that says what follows.
  await page.goto('/admin/members');
  await page.getByLabel('Search by name, surname or email').fill('Papadakis');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('checkbox', { name: 'Choose Markos Papadakis' }).check();
  await expect(page.getByText('1 pupil chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as left' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText(
    'Mark Markos Papadakis as having left the programme? Their account is disabled at once, and anonymised once the retention period in Settings has passed.',
  );
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 pupil marked as having left.' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Papadakis' });
  await expect(row).toContainText('Left');
  await expect(row.getByRole('checkbox')).toHaveCount(0);

  // Settings: two school years by default, and the pupil is next, with the day.
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Anonymise after (school years)')).toHaveValue('2');
  await expect(page.getByRole('radio', { name: 'Keep them, under “Former pupil”' })).toBeChecked();
  const next = page.getByRole('table', { name: 'Pupils who left, the soonest to be anonymised first' });
  const inTwoYears = new Date();
  inTwoYears.setFullYear(inTwoYears.getFullYear() + 2);
  await expect(next.getByRole('row').filter({ hasText: 'Markos Papadakis' })).toContainText(String(inTwoYears.getFullYear()));
  // A period the rule does not allow is refused in words, and what was typed stays.
  await page.getByLabel('Anonymise after (school years)').fill('12');
  await page.getByRole('button', { name: 'Save the retention settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose a whole number of school years from 1 to 10.');
  await expect(page.getByLabel('Anonymise after (school years)')).toHaveValue('12');

  // Two years and a month later: the retention job, run as an operator would, with the clock moved.
  await server.stop();
  const clock = pathToFileURL(resolve('tests/e2e/clock-ahead.mjs')).href;
  const output = runCommand(dataDir, 'pupils:anonymise', { NODE_OPTIONS: `--import=${clock}`, AGORA_CLOCK_AHEAD_DAYS: String(2 * 366 + 31) });
  expect(output).toContain('Anonymised 1 former pupil: 0 pictures and 0 posts removed.');
  server = await startAgora(dataDir, port);

  // Their post stays, by a "Former pupil", for a visitor as for anyone.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`/blog-post/${postId}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Our watering robot' })).toBeVisible();
  await expect(reader.getByText('Former pupil').first()).toBeVisible();
  await expect(reader.getByText('Papadakis')).toHaveCount(0);
  await visitor.close();

  // Their record is initials, anonymised (the administrator's session outlived the restart).
  await page.goto('/admin/members?q=M.');
  const record = page.getByRole('row').filter({ hasText: 'Anonymised' });
  await expect(record).toContainText('M.');
  await expect(record).toContainText('P.');
  await page.goto('/admin/audit');
  await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption({ label: 'Former pupil anonymised' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Former pupil anonymised' }).getByRole('cell', { name: 'Agora (automatic)' })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByText('No pupil who left is waiting to be anonymised.')).toBeVisible();
});
