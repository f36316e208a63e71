import type { Page } from '@playwright/test';
import { expect, MEMBER, OTHER_AUTHOR, PAGER, signIn, test } from './fixtures.js';
import sharp from 'sharp';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

/** A real JPEG, made now: the server sniffs and re-encodes what it gets. */
async function jpeg(color = '#3f6ea8', width = 900, height = 560): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

async function jpegFile(name: string, color?: string) {
  return { name, mimeType: 'image/jpeg', buffer: await jpeg(color) };
}

/** Uploads a picture through the API with the page's session; returns its media id. */
async function uploadThroughApi(page: Page): Promise<string> {
  const response = await page.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('thumb.jpg', '#d26a16') } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Publishes a post through the API with the page's session (signed in through the UI); returns its id. */
async function createPostThroughApi(page: Page, title: string, thumbnailId: string, paragraph = 'Written by a test.') {
  const response = await page.request.post('/api/posts', {
    data: { title, thumbnailId, content: [{ type: 'paragraph', value: paragraph }] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The card (list item) of the post titled `title` in a grid. */
function card(page: Page, title: string) {
  return page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test.describe('writing and publishing a blog post', () => {
  test('a member writes a post with every kind of block, keeps it over a reload, previews and publishes it', async ({ page }) => {
    test.slow();
    const title = unique('Our spring garden');
    const sectionTitle = 'What we planted';
    const paragraph = 'The whole class helped to dig the beds behind the gym.';
    const alt = 'Children planting seedlings in a raised bed';

    await signIn(page);
    await page.goto('/blog-creation');
    await expect(page.getByRole('heading', { name: 'Blog Creation', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add Content' })).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Thumbnail').setInputFiles(await jpegFile('garden.jpg'));
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();

    await page.getByRole('button', { name: 'Add title' }).click();
    await page.getByRole('textbox', { name: 'Section title' }).fill(sectionTitle);

    await page.getByRole('button', { name: 'Add paragraph' }).click();
    const paragraphBox = page.getByRole('textbox', { name: 'Paragraph' });
    await paragraphBox.fill(paragraph);
    // Enter does nothing in a paragraph.
    await paragraphBox.press('Enter');
    await expect(paragraphBox).toHaveValue(paragraph);

    // A new bullets block starts with its marker, focused after it; Enter starts the next item.
    await page.getByRole('button', { name: 'Add bullets' }).click();
    const bullets = page.getByRole('textbox', { name: 'Bullets' });
    await expect(bullets).toHaveValue('• ');
    await expect(bullets).toBeFocused();
    await page.keyboard.type('Tomatoes');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sunflowers');
    await expect(bullets).toHaveValue('• Tomatoes\n• Sunflowers');

    await page.getByRole('button', { name: 'Add image' }).click();
    await page.getByLabel('Image', { exact: true }).setInputFiles(await jpegFile('planting.jpg', '#2a4f7d'));
    await page.getByLabel('Image description').fill(alt);
    await expect(page.getByRole('img', { name: alt })).toBeVisible();

    // The draft lives in the browser and survives a reload.
    await page.reload();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Section title' })).toHaveValue(sectionTitle);
    await expect(page.getByRole('textbox', { name: 'Paragraph' })).toHaveValue(paragraph);
    await expect(page.getByRole('textbox', { name: 'Bullets' })).toHaveValue('• Tomatoes\n• Sunflowers');
    await expect(page.getByLabel('Image description')).toHaveValue(alt);
    await expect(page.getByRole('img', { name: alt })).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/preview$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: sectionTitle })).toBeVisible();
    await expect(main.getByText(paragraph)).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveText(['Tomatoes', 'Sunflowers']);
    await expect(main.getByRole('img', { name: alt })).toBeVisible();

    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    // Home says so, with the way to the new post.
    const notice = page.getByRole('status').filter({ hasText: 'Your post is published.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Read it' }).click();
    await expect(page).toHaveURL(/\/blog-post\/[0-9a-f-]{36}$/);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The notice belonged to that visit.
    await expect(page.getByText('Your post is published.')).toHaveCount(0);

    // Published: the draft is gone…
    await page.goto('/blog-creation');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

    // …and the post is first on the blog, with its author and date.
    await page.goto('/blog/1');
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
    const postCard = card(page, title);
    await expect(postCard).toContainText('Maria Georgiou');
    await expect(postCard).toContainText(paragraph.slice(0, 40));
    await expect(postCard.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

    await postCard.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/blog-post\/[0-9a-f-]{36}$/);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: sectionTitle })).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveText(['Tomatoes', 'Sunflowers']);
    await expect(main.getByRole('img', { name: alt })).toBeVisible();
    const author = page.getByRole('complementary', { name: 'About the author' });
    await expect(author.getByRole('heading', { name: `${MEMBER.name} ${MEMBER.surname}` })).toBeVisible();
    // The photo (here the default avatar) is decorative beside the name: alt="" gives it role presentation.
    await expect(author.getByRole('presentation')).toHaveAttribute('src', '/default-avatar.svg');
  });

  test('Preview refuses a draft without a title, content and thumbnail with the agreed words', async ({ page }) => {
    await signIn(page);
    await page.goto('/blog-creation');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expect(page).toHaveURL(/\/blog-creation$/);

    // A title and a block are not enough without a thumbnail.
    await page.getByLabel('Title', { exact: true }).fill(unique('No thumbnail'));
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('Some words.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expect(page).toHaveURL(/\/blog-creation$/);
  });

  test("a file that is not a picture is refused with the server's message next to the control", async ({ page }) => {
    await signIn(page);
    await page.goto('/blog-creation');
    const thumbnail = page.getByLabel('Thumbnail');
    await thumbnail.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('These are words, not pixels.\n') });
    const message = page.getByRole('alert');
    await expect(message).toContainText('That file is not an image we accept.');
    // Tied to the control it is about, so a screen reader hears it there.
    await expect(thumbnail).toHaveAccessibleDescription(/That file is not an image we accept\./);
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toHaveCount(0);
  });

  test('an upload shows a progress bar and can be cancelled', async ({ page }) => {
    await signIn(page);
    await page.goto('/blog-creation');
    // Hold the server's answer so the upload is still under way when we look.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/media?**', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.getByLabel('Thumbnail').setInputFiles(await jpegFile('slow.jpg'));
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(progress).toHaveCount(0);
    release();
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an emptied bullets block starts again from its marker', async ({ page }) => {
    await signIn(page);
    await page.goto('/blog-creation');
    await page.getByRole('button', { name: 'Add bullets' }).click();
    const bullets = page.getByRole('textbox', { name: 'Bullets' });
    await page.keyboard.type('Paint');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Brushes');
    await expect(bullets).toHaveValue('• Paint\n• Brushes');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect(bullets).toHaveValue('• ');
  });

  test('blocks move up and down with their buttons and can be deleted', async ({ page }) => {
    await signIn(page);
    await page.goto('/blog-creation');
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('First');
    await page.getByRole('button', { name: 'Add title' }).click();
    await page.getByRole('textbox', { name: 'Section title' }).fill('Second');

    const blocks = page.getByRole('main').getByRole('group', { name: /, block \d+ of \d+$/ });
    await expect(blocks).toHaveCount(2);
    await expect(blocks.nth(0)).toHaveAccessibleName('Paragraph, block 1 of 2');

    const titleBlock = page.getByRole('group', { name: 'Section title, block 2 of 2' });
    await titleBlock.getByRole('button', { name: 'Move up' }).click();
    await expect(blocks.nth(0)).toHaveAccessibleName('Section title, block 1 of 2');
    await expect(page.getByText('Section title moved to position 1 of 2.')).toBeAttached();
    // The pressed button is now disabled at the top; focus went to its partner, not lost.
    await expect(blocks.nth(0).getByRole('button', { name: 'Move down' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(blocks.nth(1)).toHaveAccessibleName('Section title, block 2 of 2');

    await blocks.nth(0).getByRole('button', { name: 'Delete block' }).click();
    await expect(blocks).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Section title' })).toHaveValue('Second');
    await expect(page.getByRole('textbox', { name: 'Paragraph' })).toHaveCount(0);
  });
});

test.describe('managing your blogs', () => {
  test('a member edits a post from Edit Your Blogs, and Update leads to the blog with the new title', async ({ page }) => {
    const title = unique('Before the edit');
    const newTitle = unique('After the edit');
    await signIn(page);
    const thumbnailId = await uploadThroughApi(page);
    await createPostThroughApi(page, title, thumbnailId, 'The text stays as it was.');

    await page.goto('/your-blogs/1');
    await expect(page.getByRole('heading', { name: 'Edit Your Blogs', level: 1 })).toBeVisible();
    await card(page, title).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/create-collaboration\/edit-blog\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Edit Blog', level: 1 })).toBeVisible();
    const titleField = page.getByLabel('Title', { exact: true });
    await expect(titleField).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Paragraph' })).toHaveValue('The text stays as it was.');
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();

    // A title and some content are required; nothing is lost on refusal.
    await titleField.fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in the title as well as adding some content.');
    await expect(page).toHaveURL(/\/create-collaboration\/edit-blog\//);
    await expect(page.getByRole('textbox', { name: 'Paragraph' })).toHaveValue('The text stays as it was.');

    await titleField.fill(newTitle);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your changes to the post are saved.' })).toBeVisible();
    await expect(card(page, newTitle)).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
  });

  test('a member deletes a post after saying Yes to the confirmation, and No keeps it', async ({ page }) => {
    const title = unique('To be deleted');
    await signIn(page);
    const thumbnailId = await uploadThroughApi(page);
    const id = await createPostThroughApi(page, title, thumbnailId);

    await page.goto('/your-blogs/1');
    const postCard = card(page, title);
    await postCard.getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this post?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(postCard).toBeVisible();

    await postCard.getByRole('button', { name: 'Delete post' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(postCard).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'The post was deleted.' })).toBeVisible();

    await page.goto(`/blog-post/${id}`);
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
  });

  test("someone else's post cannot be edited", async ({ page, browser }) => {
    const title = unique("Eleni's post");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, OTHER_AUTHOR);
    const id = await createPostThroughApi(otherPage, title, await uploadThroughApi(otherPage));
    await other.close();

    await signIn(page);
    await page.goto(`/create-collaboration/edit-blog/${id}`);
    await expect(page.getByRole('heading', { name: 'Edit Blog', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('You can only edit your own posts.');
    await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
    // …and the post page offers no edit link.
    await page.goto(`/blog-post/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this post' })).toHaveCount(0);
  });
});

test.describe('paging', () => {
  test('thirteen posts make two pages: Next Page only while there is more, Previous Page not on page 1', async ({ page }) => {
    test.slow();
    await signIn(page, PAGER);
    // A retry starts from none of PAGER's posts, whatever an earlier attempt left.
    for (;;) {
      const mine = (await (await page.request.get('/api/posts/mine?page=1')).json()) as { posts: { id: string }[] };
      if (mine.posts.length === 0) break;
      for (const post of mine.posts) expect((await page.request.delete(`/api/posts/${post.id}`)).status()).toBe(204);
    }
    const thumbnailId = await uploadThroughApi(page);
    const titles: string[] = [];
    // One after another, so each has its own creation time and the order is certain.
    for (let n = 1; n <= 13; n += 1) {
      const title = unique(`Paging post ${String(n).padStart(2, '0')}`);
      titles.push(title);
      await createPostThroughApi(page, title, thumbnailId);
    }

    const cards = page.getByRole('main').getByRole('listitem');
    await page.goto('/your-blogs/1');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(titles[12]!);
    await expect(page.getByRole('button', { name: 'Delete post' })).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Previous Page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Next Page' }).click();

    await expect(page).toHaveURL(/\/your-blogs\/2$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(titles[0]!);
    await expect(page.getByRole('link', { name: 'Next Page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous Page' }).click();
    await expect(page).toHaveURL(/\/your-blogs\/1$/);
    await expect(cards).toHaveCount(12);

    // The public list holds these and everyone else's: at least two pages.
    await page.goto('/blog/1');
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Previous Page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Next Page' }).click();
    await expect(page).toHaveURL(/\/blog\/2$/);
    await expect(page.getByRole('link', { name: 'Previous Page' })).toBeVisible();
    await page.getByRole('link', { name: 'Previous Page' }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
  });

  test('a page number that is not one is read as page 1 and the address corrected', async ({ page }) => {
    for (const bad of ['0', '-3', 'abc']) {
      await page.goto(`/blog/${bad}`);
      await expect(page).toHaveURL(/\/blog\/1$/);
      await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
    }
  });

  test('a page past the end says so and links to page 1', async ({ page }) => {
    await page.goto('/blog/9999');
    await expect(page.getByText('There are no posts on this page.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
  });

  test('an address naming no post says so, with a way back to the blog', async ({ page }) => {
    await page.goto('/blog-post/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await page.goto('/blog-post/not-a-post');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  });

  test('editor modes without a page of their own answer with the real 404 page', async ({ page }) => {
    await signIn(page);
    await page.goto('/create-collaboration/no-such-mode');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/create-collaboration/edit-blog');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('following the blog', () => {
  test('the blog offers its RSS feed: a visible link, and one feed readers find in the page head', async ({ page }) => {
    await page.goto('/blog/1');
    const feedLink = page.getByRole('main').getByRole('link', { name: 'RSS feed' });
    await expect(feedLink).toHaveAttribute('href', '/feed.xml');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/feed.xml');
    const feed = await page.request.get('/feed.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    expect(await feed.text()).toContain('<rss version="2.0"');
  });
});
