import type { Page } from '@playwright/test';
import { expect, MEMBER, publishPost, signIn, test } from './fixtures.js';

// A visitor reads the public pages without the app (decision 0060): the server's HTML, links,
// the search's GET form and the boot script's islands; the app loads only when a press needs it.

/** The scripts the page has fetched: each one's address and size as it came over the wire. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
  );

/** What the boot script does with the app on this page (boot.ts `stand`). */
const appStands = (page: Page) => page.evaluate(() => document.documentElement.dataset.app);

/** Long enough past load for the browser to rest, when a page that wants the app would start it. */
async function pastIdle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3000 })));
}

test.describe('a visitor reads the site without the app', () => {
  test('home, the blog and a post come with a few kilobytes of script, never the framework', async ({ browser, page }) => {
    const author = await browser.newContext();
    const title = `Read without the app ${Date.now().toString(36)}`;
    await publishPost(await author.newPage(), title, 'A visitor reads this with a few kilobytes of script.');
    await author.close();
    for (const path of ['/', '/blog/1', '/about', '/project']) {
      await page.goto(path);
      await pastIdle(page);
      expect(await appStands(page), path).toBe('later');
      const scripts = await scriptsFetched(page);
      expect(scripts.map((script) => script.path).join(' '), path).not.toMatch(/\/assets\/(main|framework)-/);
      const kilobytes = scripts.reduce((total, script) => total + script.bytes, 0) / 1024;
      expect(kilobytes, `${path}: ${scripts.map((s) => s.path).join(', ')}`).toBeLessThanOrEqual(60);
    }
    // A post, reached by its link, as a reader does.
    await page.goto('/blog/1');
    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/blog-post\//);
    await pastIdle(page);
    expect(await appStands(page)).toBe('later');
    expect((await scriptsFetched(page)).map((script) => script.path).join(' ')).not.toMatch(/\/assets\/(main|framework)-/);
  });

  test('SIGN IN is on the page without the app, and leads to the sign-in page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('the search box searches by its own form, without the app', async ({ page }) => {
    await page.goto('/about');
    const search = page.getByRole('search', { name: 'Search the site' });
    await search.getByRole('searchbox').fill('robotics');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=robotics$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the language switch reads the page again in the language chosen', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Ελληνικά' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('group', { name: 'Γλώσσα' }).getByRole('button', { name: 'Ελληνικά' })).toHaveAttribute('aria-pressed', 'true');
    expect(await appStands(page)).toBe('later');
    // And back, so that the other tests read English.
    await page.getByRole('group', { name: 'Γλώσσα' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a press only the app serves brings it, and is not lost: PROJECTS opens its menu', async ({ page }) => {
    await page.goto('/about');
    expect(await appStands(page)).toBe('later');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'PROJECTS' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Project 1' })).toBeVisible();
    expect(await appStands(page)).toBe('running');
  });

  test('a press made while the app takes the page over is not lost, on a slow phone’s processor', async ({ page }) => {
    // A press released as the app arrives makes React finish taking the page over at once, in
    // the middle of the press (its pointerup); the boot script must make the press again only
    // once the browser has delivered all of it. Slowed down, the press falls in that moment.
    const cdp = await page.context().newCDPSession(page);
    const presses: [downAfter: number, upAfter: number][] = [
      [100, 80],
      [100, 150],
      [150, 80],
      [150, 150],
      [150, 300],
      [30, 150],
    ];
    for (const [downAfter, upAfter] of presses) {
      await page.goto('/about');
      const box = await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'PROJECTS' }).boundingBox();
      if (!box) throw new Error('PROJECTS has no box');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 5 });
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(downAfter);
      await page.mouse.down();
      await page.waitForTimeout(upAfter);
      await page.mouse.up();
      await expect(page.getByRole('menuitem', { name: 'Project 1' }), `pressed ${downAfter} ms after arriving, for ${upAfter} ms`).toBeVisible();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });
});

test.describe('a member gets the app on the public pages', () => {
  test('signed in, the page starts the app by itself and never shows SIGN IN; signed out, it reads as a visitor’s again', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/about');
    // SIGN IN is in the server's HTML, kept out of sight until the app has the session.
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(await appStands(page)).toBe('running');
    await expect(page.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'SIGN IN' }).first()).toBeVisible();
    await page.goto('/about');
    await pastIdle(page);
    expect(await appStands(page)).toBe('later');
    await expect(page.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
  });
});
