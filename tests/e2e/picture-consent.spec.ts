import type { Browser, Page } from '@playwright/test';
import { jpegFile } from './accessibility.js';
import { expect, MEMBER, PHOTO_AUTHOR, PHOTO_GUARDIAN, PHOTO_PUPIL, signIn, test } from './fixtures.js';

const PUPIL_NAME = `${PHOTO_PUPIL.name} ${PHOTO_PUPIL.surname}`;
const TITLE = `Our trip to the museum ${Date.now()}`;

/** The guardian saves a choice for pictures of the pupil on My children, in a page of their own. */
async function familyChooses(browser: Browser, level: 'Members only' | 'No pictures' | 'Everyone'): Promise<void> {
  const guardian = await (await browser.newContext()).newPage();
  await signIn(guardian, PHOTO_GUARDIAN);
  await guardian.goto('/children');
  const panel = guardian.getByRole('region', { name: `Consent for ${PHOTO_PUPIL.name}` });
  await panel.getByRole('radio', { name: new RegExp(`^${level}`) }).check();
  await panel.getByRole('button', { name: 'Save the choice' }).click();
  await expect(panel.getByRole('status').filter({ hasText: `The choice for pictures of ${PHOTO_PUPIL.name} is saved.` })).toBeVisible();
  await guardian.context().close();
}

/** The answer the post's thumbnail (the picture it loads first) gets for `reader` now, asked with their session. */
async function thumbnailAnswer(reader: Page): Promise<number> {
  const src = await reader.locator('article img[fetchpriority="high"]').getAttribute('src');
  return (await reader.request.get(src!)).status();
}

test.describe('photos that respect a family’s consent', () => {
  // One photo goes through every step in order: tagged, refused for everyone, published for members, withdrawn.
  test.describe.configure({ mode: 'serial' });
  let postPath = '';

  test('an author tags a pupil whose family allows members only in a post for everyone: refused with the reason, then published for members', async ({ page, browser }) => {
    await familyChooses(browser, 'Members only');

    await signIn(page, PHOTO_AUTHOR);
    await page.goto('/blog-creation');
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Thumbnail').setInputFiles(await jpegFile('museum.jpg'));
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();

    // Who is in it: found by name, tagged, saved at once.
    await page.getByText('Who is in this picture?').click();
    await page.getByRole('searchbox', { name: 'Find a pupil by name' }).fill(PHOTO_PUPIL.surname);
    // The list opened with every pupil; the search by name replaces it a pause later. Tagging
    // from the first list let the second shrink the box under the next click (Add paragraph).
    await expect(page.getByRole('list', { name: 'Pupils found' })).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: `Tag ${PUPIL_NAME}` }).click();
    const tagged = page.getByRole('list', { name: 'Pupils in this picture' }).getByRole('listitem');
    await expect(tagged).toHaveCount(1);
    await expect(tagged.getByRole('button', { name: `Remove ${PUPIL_NAME}` })).toBeVisible();
    await expect(page.getByText('(1 pupil tagged)')).toBeVisible();

    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('The class saw the ancient coins.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('radio', { name: /^Everyone/ })).toBeChecked();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(`${PUPIL_NAME}’s family has not agreed to pictures of them being public. Choose Members only, or remove the picture.`)).toBeVisible();
    await expect(page).toHaveURL(/\/preview$/);

    // Members only: published.
    await page.getByRole('radio', { name: /^Members only/ }).check();
    await page.getByRole('button', { name: 'Update' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Your post is published.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Read it' }).click();
    await expect(page).toHaveURL(/\/blog-post\/[0-9a-f-]{36}$/);
    postPath = new URL(page.url()).pathname;

    // A member sees the photo; a visitor is asked to sign in, and its address does not answer them.
    const member = await (await browser.newContext()).newPage();
    await signIn(member, MEMBER);
    await member.goto(postPath);
    await expect(member.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(await thumbnailAnswer(member)).toBe(200);
    const src = await member.locator('article img[fetchpriority="high"]').getAttribute('src');
    const visitor = await browser.newContext();
    expect((await visitor.request.get(src!)).status()).toBe(404);
    await visitor.close();
    await member.context().close();
  });

  test('the guardian withdraws picture consent: the photo stops answering members at once, and its author is told', async ({ page, browser }) => {
    expect(postPath).not.toBe('');
    const member = await (await browser.newContext()).newPage();
    await signIn(member, MEMBER);
    await member.goto(postPath);
    await expect(member.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const before = await member.locator('article img[fetchpriority="high"]').getAttribute('src');
    expect(await thumbnailAnswer(member)).toBe(200);

    await familyChooses(browser, 'No pictures');

    // The address the member's page holds no longer answers, and the page, read again, shows no
    // picture at all (no empty frame), though the post is still theirs to read.
    expect((await member.request.get(before!)).status()).toBe(404);
    await member.reload();
    await expect(member.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(member.locator('article img[fetchpriority="high"]')).toHaveCount(0);
    await member.context().close();

    // Its author still sees it, and is told why it reaches no one else.
    await signIn(page, PHOTO_AUTHOR);
    await page.goto(postPath);
    expect(await thumbnailAnswer(page)).toBe(200);
    await page.goto('/notifications');
    await expect(page.getByText(`${PUPIL_NAME}’s family changed their consent for pictures: your pictures of ${PUPIL_NAME} are no longer shown as widely. Check where you used them.`)).toBeVisible();
  });
});
