import { expect, signIn, test } from './fixtures.js';

test.describe('the shell at mobile width', () => {
  test('the hamburger opens a menu with every link and SIGN IN for a visitor', async ({ page }) => {
    await page.goto('/signin');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['HOME', 'ABOUT', 'BLOG', 'CONTACT US', 'SIGN IN']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'ABOUT' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a signed-in member finds PROFILE in the menu', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'PROFILE' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the header band shows on / below 1024 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-band')).toBeVisible();
  });
});
