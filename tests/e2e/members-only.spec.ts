import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, MEMBER, OTHER_AUTHOR, signIn, signInThroughForm, test } from './fixtures.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

async function jpegFile(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 900, height: 560, channels: 3, background: '#3f6ea8' } }).jpeg().toBuffer() };
}

/** A visitor's page: a browser context of its own, with no session. */
async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The card (list item) of the post titled `title` on the page. */
function card(page: Page, title: string) {
  return page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test.describe('posts for members only', () => {
  test('an author publishes a post for members only; a visitor neither finds it on the blog nor reads it until signed in', async ({ page, browser }) => {
    const title = unique('Our zebrafish hatched');
    await signIn(page, MEMBER);
    await page.goto('/blog-creation');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Thumbnail').setInputFiles(await jpegFile('fish.jpg'));
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('Forty tiny fish, one week old.');
    const audience = page.getByRole('group', { name: 'Who can read it' });
    await expect(audience.getByRole('radio', { name: /^Everyone/ })).toBeChecked();
    await audience.getByRole('radio', { name: /^Members only/ }).check();

    // Preview shows the choice, and it can still be changed there.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/preview$/);
    await expect(page.getByText('Only signed-in members can read this post.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Who can read it' }).getByRole('radio', { name: /^Members only/ })).toBeChecked();
    await page.getByRole('button', { name: 'Update' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Your post is published.' });
    await notice.getByRole('link', { name: 'Read it' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const address = new URL(page.url()).pathname;
    // Its picture is kept where only members are served from.
    const picture = page.getByRole('main').locator('img[src^="/media/"]').first();
    await expect(picture).toHaveAttribute('src', /^\/media\/members\//);
    const pictureAddress = (await picture.getAttribute('src'))!;

    // Members see it on the blog, marked.
    await page.goto('/blog/1');
    await expect(card(page, title)).toContainText('Members only');

    // A visitor does not, and its address asks them to sign in first…
    const visitor = await visitorPage(browser);
    await visitor.goto('/blog/1');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(card(visitor, title)).toHaveCount(0);
    await visitor.goto(address);
    await expect(visitor).toHaveURL(/\/signin\?redirectTo=/);
    // The form says why, rather than appearing bare.
    await expect(visitor.getByText('This post is for members of the programme; sign in to read it.')).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    expect((await visitor.request.get(pictureAddress)).status()).toBe(404);
    // …and opens it once they have.
    await signInThroughForm(visitor, OTHER_AUTHOR);
    await expect(visitor).toHaveURL(new RegExp(`${address}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Only signed-in members can read this post.')).toBeVisible();
    const shown = visitor.getByRole('main').locator('img[src^="/media/"]').first();
    await expect(shown).toHaveAttribute('src', pictureAddress);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });

  test('a post made for members only in its editor leaves the public blog at once, and comes back when for everyone', async ({ page, browser }) => {
    const title = unique('Sports day results');
    await signIn(page, MEMBER);
    const upload = await page.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('race.jpg') } });
    const { id: thumbnailId } = (await upload.json()) as { id: string };
    const made = await page.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'Relay won by the blue team.' }] } });
    const { id } = (await made.json()) as { id: string };

    const visitor = await visitorPage(browser);
    await visitor.goto('/blog/1');
    await expect(card(visitor, title)).toBeVisible();

    await page.goto(`/create-collaboration/edit-blog/${id}`);
    const audience = page.getByRole('group', { name: 'Who can read it' });
    await expect(audience.getByRole('radio', { name: /^Everyone/ })).toBeChecked();
    await audience.getByRole('radio', { name: /^Members only/ }).check();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(card(visitor, title)).toHaveCount(0);

    await page.goto(`/create-collaboration/edit-blog/${id}`);
    await page.getByRole('group', { name: 'Who can read it' }).getByRole('radio', { name: /^Everyone/ }).check();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await visitor.reload();
    await expect(card(visitor, title)).toBeVisible();
  });
});
