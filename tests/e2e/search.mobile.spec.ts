import { expect, test } from './fixtures.js';

test.describe('search on a phone', () => {
  test("is in the menu, and a search there opens the results and closes the menu", async ({ page }) => {
    await page.goto('/blog/1');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('searchbox', { name: 'Search the site' }).fill('club');
    await menu.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=club$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
