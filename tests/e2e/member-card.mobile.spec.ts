import type { Locator, Page } from '@playwright/test';
import { expect, MEMBER, PROFILE_AUTHOR, signIn, test } from './fixtures.js';
import { AUTHOR, publishAsAuthorWithContacts } from './author-with-contacts.js';

const NAME = `${PROFILE_AUTHOR.name} ${PROFILE_AUTHOR.surname}`;

/** Puts a finger on the element's centre; returns the function that lifts it (Playwright has only tap). */
async function pressAndHold(page: Page, target: Locator): Promise<() => Promise<void>> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to press is not on screen.');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  return async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
}

test.describe('the member card on a touch screen', () => {
  test('a tap opens the popup and it stays until the next tap on the card or elsewhere', async ({ page, browser }) => {
    const { id, title } = await publishAsAuthorWithContacts(browser);
    await signIn(page, MEMBER);
    await page.goto(`/blog-post/${id}`);
    const main = page.getByRole('main');
    const card = main.getByRole('button', { name: NAME, exact: true });
    const popup = page.getByRole('dialog', { name: NAME });

    await card.tap();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: AUTHOR.email })).toBeVisible();
    await card.tap();
    await expect(popup).toHaveCount(0);

    await card.tap();
    await expect(popup).toBeVisible();
    await main.getByRole('heading', { level: 1, name: title }).tap();
    await expect(popup).toHaveCount(0);
  });

  test('a long press opens the popup, which closes a while after the finger lifts', async ({ page, browser }) => {
    const { id } = await publishAsAuthorWithContacts(browser);
    await page.goto(`/blog-post/${id}`);
    const card = page.getByRole('main').getByRole('button', { name: NAME, exact: true });
    const popup = page.getByRole('dialog', { name: NAME });
    await expect(card).toBeVisible();

    // The card opens after 700 ms of pressing (so not yet) and closes 1500 ms after release.
    const lift = await pressAndHold(page, card);
    expect(await popup.count()).toBe(0);
    await expect(popup).toBeVisible();
    await lift();
    // Lifting the finger is not a tap: the popup is still there…
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(`${AUTHOR.description.slice(0, 70)}...`);
    // …until it closes by itself.
    await expect(popup).toHaveCount(0, { timeout: 5000 });
  });
});
