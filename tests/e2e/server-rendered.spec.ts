import type { Page } from '@playwright/test';
import { bringTheApp, expect, MEMBER, publishPost, signIn, test, waitForApp } from './fixtures.js';
import { PUBLIC_PAGES } from './public-pages.js';

// Tests run in parallel against one server: every title carries this run's mark.
const RUN = Date.now().toString(36);

/**
 * Fails the test on anything the browser reports as wrong while a page is taken over: a console
 * error (React's hydration mismatches are reported so), a warning from React, or an uncaught error.
 */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|react/i.test(message.text()))) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('server-rendered public pages', () => {
  test('with JavaScript off, every public page and a post are readable, pictures included', async ({ browser, page }) => {
    // Eleven pages and a search, each loaded whole: on a busy CI machine this passed 30 s.
    test.slow();
    const title = `Read without scripts ${RUN}`;
    const id = await publishPost(page, title, 'This paragraph is in the HTML the server sends.');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const reader = await context.newPage();
    for (const { path, heading } of PUBLIC_PAGES) {
      await reader.goto(path);
      await expect(reader.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    }
    await reader.goto('/blog/1');
    await expect(reader.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();
    await reader.goto(`/blog-post/${id}`);
    await expect(reader.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText('This paragraph is in the HTML the server sends.')).toBeVisible();
    // The post's picture arrives without any script.
    const picture = reader.getByRole('main').locator('img').first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // A search, too: the visitor's results are in the HTML, and the box is a plain form.
    await reader.goto(`/search?q=${encodeURIComponent(`scripts ${RUN}`)}`);
    await expect(reader.getByRole('main').getByRole('link', { name: title })).toBeVisible();
    await reader.getByRole('main').getByRole('searchbox', { name: 'Search for' }).fill(RUN);
    await reader.getByRole('main').getByRole('searchbox', { name: 'Search for' }).press('Enter');
    await expect(reader).toHaveURL(new RegExp(`/search\\?q=${RUN}$`));
    await expect(reader.getByRole('main').getByRole('link', { name: title })).toBeVisible();
    const missing = await reader.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(reader.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await context.close();
  });

  test('a public page paints with the stylesheet’s part in its HTML, then takes the whole; without JavaScript it takes the whole at once', async ({ browser }) => {
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const problems = watchForProblems(page);
    await page.goto('/about');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    // The inline stylesheet was applied (the policy names its hash): the page's own colours.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(243, 246, 251)');
    // After the first paint the boot script adds the whole stylesheet where the <noscript> stood.
    const whole = page.locator('body > link[rel="stylesheet"][href^="/assets/"]');
    await expect(whole).toHaveCount(1);
    await expect.poll(() => whole.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
    await expect(page.locator('noscript[data-stylesheet]')).toHaveCount(0);
    expect(problems).toEqual([]);
    await visitor.close();

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const reader = await withoutScripts.newPage();
    await reader.goto('/about');
    await expect(reader.getByRole('main').getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(await reader.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname.replace(/-[^/]+$/, '') : 'inline')))).toEqual(['inline', '/assets/index']);
    await withoutScripts.close();
  });

  test('each public page is taken over without a hydration error, and the app navigates afterwards', async ({ browser, page }) => {
    // Nine pages, each waiting for its load, the browser's rest and the app's hydration.
    test.slow();
    const title = `Hydrated post ${RUN}`;
    const id = await publishPost(page, title, 'Hydrated without a mismatch.');
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const problems = watchForProblems(visitor);
    const apiCalls: string[] = [];
    visitor.on('request', (request) => {
      if (/\/api\/(posts|site|search)/.test(new URL(request.url()).pathname)) apiCalls.push(request.url());
    });
    const paths = [...PUBLIC_PAGES.map((p) => p.path), '/blog/1', `/blog-post/${id}`, `/search?q=${encodeURIComponent(`hydrated ${RUN}`)}`];
    for (const path of paths) {
      await visitor.goto(path);
      // SIGN IN is in the server's HTML, before any app, and stays once the app has the session.
      await expect(visitor.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
      // A visitor's page runs the app only when needed (decision 0060): a pointer over PROJECTS brings it.
      await bringTheApp(visitor);
      await expect(visitor.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    }
    // The pages' data came with their HTML: the browser asked the API for none of it.
    expect(apiCalls).toEqual([]);
    // Navigation after hydration is the app's, not a full load.
    await visitor.goto('/about');
    await bringTheApp(visitor);
    await visitor.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await visitor.getByRole('banner').getByRole('link', { name: 'BLOG', exact: true }).click();
    await expect(visitor.getByRole('main').getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await visitor.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await expect(visitor.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await visitor.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a member’s rendered page fetches the app only once it has loaded, and the app then takes it over', async ({ browser }) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await signIn(visitor, MEMBER);
    const problems = watchForProblems(visitor);
    // A full load of the page, not the app's navigation.
    await visitor.evaluate(() => window.location.assign('/about'));
    await visitor.waitForURL(/\/about$/);
    await expect(visitor.getByRole('main').getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await waitForApp(visitor);
    // The framework chunk was asked for after the load event began, not alongside the paint.
    const timing = await visitor.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const framework = performance.getEntriesByType('resource').find((entry) => /\/assets\/framework-/.test(entry.name));
      return { loadStart: navigation.loadEventStart, frameworkStart: framework?.startTime ?? -1 };
    });
    expect(timing.frameworkStart).toBeGreaterThanOrEqual(timing.loadStart);
    // The app is interactive: a link is followed in the page, without a full load.
    await visitor.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await visitor.getByRole('banner').getByRole('link', { name: 'BLOG', exact: true }).click();
    await expect(visitor.getByRole('main').getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    expect(await visitor.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a reader who steps into the contact form starts the app at once, before the page rests', async ({ browser }) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    // A browser that never rests: the app would wait for ever but for the reader.
    await visitor.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const app: string[] = [];
    visitor.on('request', (request) => {
      if (/\/assets\/framework-/.test(request.url())) app.push(request.url());
    });
    await visitor.goto('/contact', { waitUntil: 'load' });
    await visitor.waitForTimeout(500);
    expect(app).toEqual([]);
    await visitor.getByLabel('Name').focus();
    await waitForApp(visitor);
    expect(app).toHaveLength(1);
    await context.close();
  });

  test('a press made before the app runs is kept and made once it runs; a form is never sent by the browser itself', async ({ browser }) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    // The app's framework is held back until the presses are made, as on a slow phone.
    let letTheAppIn: () => void = () => {};
    const appHeld = new Promise<void>((resolve) => (letTheAppIn = resolve));
    await visitor.route(/\/assets\/framework-/, async (route) => {
      await appHeld;
      await route.continue();
    });

    await visitor.goto('/project', { waitUntil: 'load' });
    await visitor.getByRole('button', { name: 'Open picture 1 of 6' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Image viewer' })).toHaveCount(0);
    letTheAppIn();
    await expect(visitor.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    await visitor.keyboard.press('Escape');

    // The contact form pressed before the app runs: the message stays on the page, not in
    // the address, and the app takes the press (here the browser's own check of an empty form).
    let letTheAppInAgain: () => void = () => {};
    const heldAgain = new Promise<void>((resolve) => (letTheAppInAgain = resolve));
    await visitor.unroute(/\/assets\/framework-/);
    await visitor.route(/\/assets\/framework-/, async (route) => {
      await heldAgain;
      await route.continue();
    });
    await visitor.goto('/contact', { waitUntil: 'load' });
    await visitor.getByLabel('Message').fill('A message typed before the app came');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    expect(new URL(visitor.url()).search).toBe('');
    letTheAppInAgain();
    await waitForApp(visitor);
    const name = visitor.getByLabel('Name');
    await expect.poll(() => name.evaluate((input: HTMLInputElement) => input.validity.valueMissing && document.activeElement === input)).toBe(true);
    expect(new URL(visitor.url()).search).toBe('');
    await expect(visitor.getByLabel('Message')).toHaveValue('A message typed before the app came');
    await context.close();
  });

  test('the author of a post still gets their edit controls on its server-rendered page', async ({ page }) => {
    const title = `Mine to edit ${RUN}`;
    const id = await publishPost(page, title, 'The author edits this.');
    const problems = watchForProblems(page);
    await page.goto(`/blog-post/${id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit this post' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
