import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { PUBLIC_PAGES, screenshotWholePage } from './public-pages.js';

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** A finger moving sideways across `target` by `dx` pixels. */
async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const common = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
  await target.dispatchEvent('pointerdown', { ...common, clientX: x - dx / 2, clientY: y });
  await target.dispatchEvent('pointerup', { ...common, clientX: x + dx / 2, clientY: y + 4 });
}

test.describe('the public pages at mobile width', () => {
  test('every link of the hamburger menu reaches its page and its heading', async ({ page }) => {
    // The hamburger is the app's: it opens once the app has taken the page over (goto waits for it).
    await page.goto('/privacy');
    const targets = [
      { link: 'HOME', url: /\/$/, heading: 'Learning together, after the bell rings' },
      { link: 'Project 1', url: /\/project\/project-1$/, heading: 'Project 1' },
      { link: 'Project 2', url: /\/project\/project-2$/, heading: 'Project 2' },
      { link: 'Project 3', url: /\/project\/project-3$/, heading: 'Project 3' },
      { link: 'Project 4', url: /\/project\/project-4$/, heading: 'Project 4' },
      { link: 'All projects', url: /\/project$/, heading: 'Projects' },
      { link: 'ABOUT', url: /\/about$/, heading: 'About us' },
      { link: 'BLOG', url: /\/blog\/1$/, heading: 'Blogs' },
      { link: 'CONTACT US', url: /\/contact$/, heading: 'Contact us' },
      { link: 'SIGN IN', url: /\/signin$/, heading: 'Sign in' },
    ];
    for (const target of targets) {
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.click();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: target.link, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expect(mainHeading(page, target.heading)).toBeVisible();
      // Arriving closes the menu.
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    }
  });

  test('the desktop links and PROJECTS menu are not shown; the band is, on every page', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'PROJECTS' })).toBeHidden();
      await expect(page.getByTestId('header-band')).toBeVisible();
    }
  });

  test('the footer reaches the privacy and licensing pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(mainHeading(page, 'Privacy Policy')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Licensing' }).click();
    await expect(mainHeading(page, 'Licensing')).toBeVisible();
  });

  test('the carousel moves on by itself, and by its buttons', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Pictures of the programme' });
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await page.clock.runFor(6000);
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).tap();
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
  });

  test('the gallery viewer opens at the tapped picture and follows swipes', async ({ page }) => {
    await page.goto('/project');
    await page.getByRole('button', { name: 'Open picture 2 of 6' }).tap();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    const picture = (n: number) => viewer.getByRole('img', { name: `Gallery picture ${n} of 6` });
    await expect(picture(2)).toBeVisible();

    await swipe(picture(2), -160);
    await expect(picture(3)).toBeVisible();
    await swipe(picture(3), 160);
    await swipe(picture(2), 160);
    await expect(picture(1)).toBeVisible();
    // A short move is no swipe.
    await swipe(picture(1), 20);
    await expect(picture(1)).toBeVisible();

    await viewer.getByRole('button', { name: 'Next image' }).tap();
    await expect(picture(2)).toBeVisible();
    await viewer.getByRole('button', { name: 'Close image viewer' }).tap();
    await expect(viewer).toBeHidden();
  });

  test('the contact form asks for every field before sending', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent += 1;
    });
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ana');
    await page.getByRole('button', { name: 'Send message' }).tap();
    expect(await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Send message' }).tap();
    expect(await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(sent).toBe(0);
  });

  test('screenshots of every public page at 390 px', async ({ page }) => {
    for (const { name, path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      await screenshotWholePage(page, `${name}-mobile`);
    }
  });
});
