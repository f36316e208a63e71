import { expect, test } from './fixtures.js';

test.describe('the language switch on a phone', () => {
  test('is in the menu, and the menu speaks the chosen language at once', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Ελληνικά' }).click();
    const greekMenu = page.getByRole('navigation', { name: 'Μενού για κινητά' });
    await expect(greekMenu.getByRole('link', { name: 'ΑΡΧΙΚΗ', exact: true })).toBeVisible();
    await expect(greekMenu.getByRole('button', { name: 'Ελληνικά' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Άνοιγμα μενού' })).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Άνοιγμα μενού' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('el');
  });
});
