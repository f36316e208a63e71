import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { COLLAB_CREATOR, expect, MEMBER, signIn, test } from './fixtures.js';

// Tests run in parallel against one server: each searches for words only it wrote.
const letters = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

/** A page of its own browser context (own cookies), signed in as `user`. */
async function pageFor(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** A post with `word` in its text, published through the API with the page's session; its id. */
async function publishPost(page: Page, title: string, word: string): Promise<string> {
  const buffer = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#3f6ea8' } }).jpeg().toBuffer();
  const picture = await page.request.post('/api/media?folder=blog', { multipart: { file: { name: 'club.jpg', mimeType: 'image/jpeg', buffer } } });
  expect(picture.status()).toBe(201);
  const { id: thumbnailId } = (await picture.json()) as { id: string };
  const content = [{ type: 'paragraph', value: `On Friday the chess club met the ${word} club for a friendly match.` }];
  const response = await page.request.post('/api/posts', { data: { title, thumbnailId, content } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe('search', () => {
  test('a visitor searches from the header and opens the post found, its word marked', async ({ page, browser }) => {
    const word = letters(12);
    const title = `The match of the year ${letters(6)}`;
    const author = await pageFor(browser, MEMBER);
    await publishPost(author, title, word);

    await page.goto('/about');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`1 result for “${word}”`);
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.locator('mark', { hasText: word })).toBeVisible();
    // The search page keeps the words searched, ready to change.
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search for' })).toHaveValue(word);
    await expect(page.getByText('Members also find collaborations, help requests, updates and people.')).toBeVisible();

    await results.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Back to the results, as they were.
    await page.goBack();
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('link', { name: title })).toBeVisible();
  });

  test('nothing found says so and how to find more; no words asks for some', async ({ page }) => {
    const word = letters(14);
    await page.goto(`/search?q=${word}`);
    await expect(page.getByText(`Nothing matches “${word}”.`)).toBeVisible();
    await expect(page.getByText('Check the spelling, try fewer or more general words')).toBeVisible();
    await page.goto('/search');
    await expect(page.getByText('Type a word or two and press Search.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search for' })).toBeFocused();
  });

  test('a member finds a collaboration and a person, narrows to one kind, and opens the collaboration', async ({ page, browser }) => {
    const word = letters(10);
    const creator = await pageFor(browser, COLLAB_CREATOR);
    const made = await creator.request.post('/api/collaborations', {
      data: { title: `Greenhouse ${word}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Tomatoes all winter.' }] },
    });
    expect(made.status()).toBe(201);
    await creator.request.post(`/api/collaborations/${((await made.json()) as { id: string }).id}/items`, {
      data: { kind: 'help', title: `Who has ${word} seeds?`, content: [] },
    });

    await signIn(page, MEMBER);
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).fill(word);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(results.getByText('Collaboration', { exact: true })).toBeVisible();
    await expect(results.getByText('Help request', { exact: true })).toBeVisible();

    await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Help requests' }).click();
    await expect(page).toHaveURL(/kind=help/);
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.getByRole('link', { name: `Who has ${word} seeds?` })).toBeVisible();
    await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Everything' }).click();
    await results.getByRole('link', { name: `Greenhouse ${word}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Greenhouse ${word}` })).toBeVisible();

    // People are found by name.
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).fill(`${COLLAB_CREATOR.name} ${COLLAB_CREATOR.surname}`);
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('heading', { name: `${COLLAB_CREATOR.name} ${COLLAB_CREATOR.surname}` })).toBeVisible();
  });

  test('in Greek, a search without accents finds the accented words', async ({ browser }) => {
    const word = letters(9);
    const author = await pageFor(browser, MEMBER);
    const title = `Δραστηριότητες του φθινοπώρου ${word}`;
    await publishPost(author, title, word);
    const context = await browser.newContext({ locale: 'el-GR' });
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(`δραστηριοτητες ${word}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Αναζήτηση' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`1 αποτέλεσμα για «δραστηριοτητες ${word}»`);
    await expect(page.getByRole('list', { name: 'Αποτελέσματα' }).locator('mark', { hasText: 'Δραστηριότητες' })).toBeVisible();
    await context.close();
  });

  test('typed in Greeklish or in capitals without accents, a search finds the Greek words and marks them', async ({ page, browser }) => {
    const word = letters(9);
    const author = await pageFor(browser, MEMBER);
    const title = `Καλημέρα από την εκδρομή ${word}`;
    await publishPost(author, title, word);
    await page.goto('/about');
    for (const typed of [`kalimera ${word}`, `KALHMERA ${word}`]) {
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
      await box.fill(typed);
      await box.press('Enter');
      await expect(page.getByRole('status')).toHaveText(`1 result for “${typed}”`);
      const results = page.getByRole('list', { name: 'Results' });
      await expect(results.getByRole('link', { name: title })).toBeVisible();
      await expect(results.locator('mark', { hasText: 'Καλημέρα' })).toBeVisible();
    }
  });
});
