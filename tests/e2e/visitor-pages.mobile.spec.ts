import type { Route } from '@playwright/test';
import { expect, MEMBER, signIn, test } from './fixtures.js';

// The phone's menu before the app runs (decision 0060): the boot script's island opens it on
// the server's HTML, and the app, once it runs, keeps it as the island left it.

test.describe('the phone’s menu without the app', () => {
  test('opens at once with every link, projects included, and closes by its button and by Escape', async ({ page }) => {
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('later');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['HOME', 'Project 1', 'Project 4', 'All projects', 'ABOUT', 'BLOG', 'CONTACT US', 'SIGN IN']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Project 1', exact: true })).toHaveAttribute('href', '/project/project-1');
    await expect(menu.getByRole('search')).toBeVisible();

    await open.click();
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    // Nothing of it needed the app.
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('later');
  });

  test('its language switch reads the page again in Greek, the menu still open on the switch', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Ελληνικά' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('button', { name: 'Άνοιγμα μενού' })).toHaveAttribute('aria-expanded', 'true');
    const greekMenu = page.getByRole('navigation', { name: 'Μενού για κινητά' });
    await expect(greekMenu.getByRole('button', { name: 'Ελληνικά' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('later');
    await greekMenu.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Read again once, not at every page after.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('opened before the app runs, it stays open when the app takes the page over, and the app closes it', async ({ page }) => {
    // A member's page starts the app by itself; its main chunk is held back until the menu is open.
    await signIn(page, MEMBER);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route(/\/assets\/main-[^/]+\.js$/, hold);
    // A full load of the page (not the app's own navigation), without the fixture's wait for the app.
    await page.evaluate(() => window.location.assign('/about'));
    await page.waitForURL(/\/about$/);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('running');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'PROFILE', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Project 1', exact: true })).toHaveCount(1);
    // Now the app's: its button closes it, and a link's navigation closes it too.
    await open.click();
    await expect(menu).toBeHidden();
    await open.click();
    await menu.getByRole('link', { name: 'BLOG', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(menu).toBeHidden();
    await page.unroute(/\/assets\/main-[^/]+\.js$/, hold);
  });
});
