import { expect, test } from './fixtures.js';

test.describe('the shell at desktop width', () => {
  test('the header shows every link and SIGN IN for a visitor', async ({ page }) => {
    await page.goto('/signin');
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Agora home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'HOME', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'BLOG' })).toHaveAttribute('href', '/blog/1');
    await expect(nav.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/signin');
  });

  test('PROJECTS opens a menu of the open projects, each to its own page, then All projects', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('banner').getByRole('button', { name: 'PROJECTS' }).click();
    const menu = page.getByRole('menu');
    for (const n of [1, 2, 3, 4]) await expect(menu.getByRole('menuitem', { name: `Project ${n}` })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'All projects' })).toHaveAttribute('href', '/project');
    await menu.getByRole('menuitem', { name: 'Project 2' }).click();
    await expect(page).toHaveURL(/\/project\/project-2$/);
  });

  test('the footer shows the copyright and its four links', async ({ page }) => {
    await page.goto('/signin');
    const footer = page.getByRole('contentinfo');
    // From the first year to this one: a footer that says 2024 in 2026 looks abandoned.
    await expect(footer).toContainText(`© 2024–${new Date().getFullYear()} Agora`);
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Licensing' })).toHaveAttribute('href', '/licensing');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  test('a page that cannot be fetched says the connection failed, and Try again loads it once it is back', async ({ page, context }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The licensing page's code is fetched when it is first opened: offline, it cannot be.
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Licensing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The connection failed' })).toBeVisible();
    await expect(page.getByText('This page could not reach the server. Check your connection, then try again.')).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Licensing' })).toBeVisible();
  });

  test('a family can add the site to a phone\'s home screen: the manifest is linked, served, and its icons are there', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const answer = await page.request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe('Agora');
    for (const icon of manifest.icons) {
      const picture = await page.request.get(icon.src);
      expect(picture.status(), icon.src).toBe(200);
      expect(picture.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  test('an unknown address shows a real 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every page navigation starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/signin');
    // Scrolled once the form is drawn: before, on a busy machine, the page is too short to scroll.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header band is hidden on / at 1024 px and wider, and shown elsewhere', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-band')).toBeHidden();
    await page.goto('/signin');
    await expect(page.getByTestId('header-band')).toBeVisible();
  });
});
