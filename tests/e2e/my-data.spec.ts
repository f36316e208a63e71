import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { ADMIN, ERASED, expect, PROFILE_AUTHOR, signIn, signInThroughForm, test } from './fixtures.js';

test.describe('my data', () => {
  test('a member downloads their data from the Security page, as a zip of their own account, posts and pictures', async ({ page }) => {
    await signIn(page, PROFILE_AUTHOR);
    await page.goto('/security');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    const save = section.getByRole('link', { name: /^Save agora-data-\d{4}-\d{2}-\d{2}\.zip \([\d.]+ MB\)$/ });
    await expect(save).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toMatch(/^agora-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const data = JSON.parse(new TextDecoder().decode(files['data.json']));
    expect(data.account.email).toBe(PROFILE_AUTHOR.email);
    expect(data.profile).toMatchObject({ name: PROFILE_AUTHOR.name, surname: PROFILE_AUTHOR.surname });
    expect(files['README.txt']).toBeDefined();
  });

  test('an administrator erases a member, keeping their posts under "Former member": the member can no longer sign in', async ({ page, browser }) => {
    // The member writes a post first.
    const member = await (await browser.newContext()).newPage();
    await signIn(member, ERASED);
    const upload = await member.request.post('/api/media?folder=blog', {
      multipart: { file: { name: 'pond.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64') } },
    });
    expect(upload.status()).toBe(201);
    const title = `Kept after erasure ${Date.now().toString(36)}`;
    const made = await member.request.post('/api/posts', { data: { title, thumbnailId: ((await upload.json()) as { id: string }).id, content: [{ type: 'paragraph', value: 'Still here.' }] } });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };

    await signIn(page, ADMIN);
    await page.goto('/admin/members');
    await page.getByLabel('Search by name, surname or email').fill(ERASED.email);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: ERASED.email });
    await row.getByRole('button', { name: `Manage ${ERASED.name} ${ERASED.surname}` }).click();
    const erase = page.getByRole('form', { name: 'Erase this member' });
    await erase.getByRole('radio', { name: 'Keep them, by “Former member”' }).check();
    await erase.getByRole('button', { name: `Erase member ${ERASED.name} ${ERASED.surname}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Erase ${ERASED.name} ${ERASED.surname} for good? This cannot be undone.`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${ERASED.name} ${ERASED.surname} was erased.` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: ERASED.email })).toHaveCount(0);

    // Their post stays, by a former member; they cannot sign in any more.
    await page.goto(`/blog-post/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'About the author' }).getByRole('heading', { name: 'Former member' })).toBeVisible();
    await member.goto('/signin');
    await signInThroughForm(member, ERASED);
    await expect(member.getByRole('alert')).toBeVisible();
    await expect(member).toHaveURL(/\/signin/);
  });
});
