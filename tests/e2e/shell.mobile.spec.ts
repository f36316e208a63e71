import { expect, MEMBER, signIn, signInThroughForm, test } from './fixtures.js';

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

  test('a menu opened while the next page is still being drawn stays open when it arrives', async ({ page }) => {
    // After signing in, the address is already / while the app still draws the sign-in page. A
    // tap in between lands there: the tap is made in the very call that changes the address.
    await page.goto('/signin');
    await page.evaluate(() => {
      const replaceState = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        replaceState(...args);
        if (location.pathname === '/signin') return;
        history.replaceState = replaceState;
        document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-nav"]')?.click();
      };
    });
    await signInThroughForm(page, MEMBER);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'PROFILE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    // Left by one of its links, it stays closed when Back returns to the page it was opened on.
    await menu.getByRole('link', { name: 'BLOG', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header band shows on / below 1024 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-band')).toBeVisible();
  });
});
