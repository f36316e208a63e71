import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { LANGUAGES, type Language } from '../../src/shared/languages.js';
import { allTexts, chooseLanguage, loadCatalogue, wordsOf, type Catalogue } from './catalogue-words.js';
import { expect, signIn, test, waitForApp } from './fixtures.js';

/**
 * The accessibility suite's pages and states: every page of the site, signed out and signed
 * in, its refusals shown and its dialogs open, each checked by axe in every language at the
 * width of the project that runs it (desktop and mobile). Any violation of any impact fails.
 * On the Greek pages it also looks for words left in English.
 */

/** The languages named by AXE_LANGUAGES (AXE_LANGUAGES=el to check one while fixing it), at either width. */
const NAMED_LANGUAGES = process.env.AXE_LANGUAGES ? (process.env.AXE_LANGUAGES.split(',') as Language[]) : null;

/**
 * The languages checked at a width: every language at desktop width; Greek alone at phone width.
 * What the narrow width changes (the menu, the admin tables, the editor's bars) is the same
 * markup in either language, and the words the language changes are all checked at desktop
 * width; Greek's longer words are the harder test of the narrow layout, and the English
 * leftovers are looked for on it. Both languages at both widths made this suite half of CI's time.
 */
export function axeLanguages(width: 'desktop' | 'mobile'): readonly Language[] {
  return NAMED_LANGUAGES ?? (width === 'desktop' ? LANGUAGES : ['el']);
}

/** What a state's steps get: the page and the words of its language. */
export type StateContext = { page: Page; w: (key: string, values?: Record<string, string | number>) => string; language: Language };

export type PageState = {
  /** Named in the failure message: 'blog post, author card open'. */
  name: string;
  path: string;
  /** Brings the page into the state after it has loaded: opens a dialog, sends a form. */
  act?: (context: StateContext) => Promise<void>;
  /** Only at one width: the mobile menu exists only at phone width, the projects menu only at desktop. */
  only?: 'desktop' | 'mobile';
};

const CATALOGUES = new Map<Language, Catalogue>();
async function catalogue(language: Language): Promise<Catalogue> {
  let words = CATALOGUES.get(language);
  if (!words) {
    words = await loadCatalogue(language);
    CATALOGUES.set(language, words);
  }
  return words;
}

/**
 * English texts that a page in another language must not show: each English catalogue text
 * whose translation differs, cut at its interpolations into the pieces long enough to mean
 * something on their own (a lone "OK" or a name is not evidence).
 */
async function englishLeftovers(language: Language): Promise<string[]> {
  const english = allTexts(await catalogue('en'));
  const other = allTexts(await catalogue(language));
  const pieces = new Set<string>();
  for (const [key, text] of english) {
    if (other.get(key) === text) continue;
    for (const piece of text.split(/\{\{[^}]*\}\}/)) {
      const words = piece.trim();
      // Two words or more: a single word can be shared, or be a name ("Agora", "Email").
      if (words.split(/\s+/).filter((word) => /[A-Za-z]{2}/.test(word)).length >= 2) pieces.add(words);
    }
  }
  return [...pieces];
}

/** Signs in through the form, in the page's language. */
async function signInWith(page: Page, user: { email: string; password: string }, words: Catalogue): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel(wordsOf(words, 'signIn.email')).fill(user.email);
  await page.getByLabel(wordsOf(words, 'signIn.password')).fill(user.password);
  await page.getByRole('button', { name: wordsOf(words, 'signIn.submit') }).click();
  await expect(page.getByRole('link', { name: wordsOf(words, 'nav.avatarAlt') }).first()).toBeVisible();
}

/**
 * Counts a page's requests in flight, so a state is checked once what it loads has arrived:
 * Playwright's 'networkidle' waits a fixed half second more, which over some 200 states
 * is minutes.
 */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  // A live page's event stream (GET /api/live) stays open while the page is shown: never "arrived".
  const counted = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/live');
  page.on('request', (request) => {
    if (counted(request)) inFlight++;
  });
  const done = (request: Request) => {
    if (counted(request)) inFlight--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Waits until a page has drawn what it loads: a main heading, then quiet. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  // These pages are not the fixture's, whose goto waits for the app: a state's steps pressing a
  // server-rendered page's control before hydration would race it (a "Who reacted" opened by the
  // browser alone, then drawn closed again by React).
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await quiet(page, inFlight);
}

/**
 * Waits until nothing more is coming: no spinner or busy region (a search's dimmed results among
 * them), nothing in flight, and what arrived last drawn. After a page loads, and again after a
 * state's steps, whose last answer may still be on its way when they end.
 */
async function quiet(page: Page, inFlight: () => number): Promise<void> {
  await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0);
  await expect.poll(inFlight, { intervals: [50] }).toBe(0);
  // What arrived last is drawn in the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The text a reader meets: what is shown and the names that assistive technology reads. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = Array.from(document.querySelectorAll('[aria-label], [title], img[alt], [placeholder], [aria-roledescription]')).flatMap(
      (element) =>
        ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...names].join('\n');
  });
}

/**
 * Opens each state in each language in its own browser context (`signedInAs` signs it in
 * first) and checks it with axe; on pages not in English, also for English leftovers. Collects
 * every finding and fails once at the end, naming each, so one run shows all there is to fix.
 */
export async function checkStates(
  browser: Browser,
  testInfo: TestInfo,
  states: readonly PageState[],
  signedInAs?: { email: string; password: string },
): Promise<void> {
  const width = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  const baseURL = String(testInfo.project.use.baseURL);
  const findings: string[] = [];
  for (const language of axeLanguages(width)) {
    const words = await catalogue(language);
    const leftovers = language === 'en' ? [] : await englishLeftovers(language);
    const context = await browser.newContext({ ...testInfo.project.use, reducedMotion: 'reduce' });
    await chooseLanguage(context, baseURL, language);
    const page = await context.newPage();
    const inFlight = trackRequests(page);
    if (signedInAs) await signInWith(page, signedInAs, words);
    for (const state of states) {
      if (state.only && state.only !== width) continue;
      const label = `${state.name} (${language}, ${width})`;
      await test.step(label, async () => {
        await page.goto(state.path);
        await settle(page, inFlight);
        if (state.act) {
          await state.act({ page, w: (key, values) => wordsOf(words, key, values), language });
          await quiet(page, inFlight);
        }
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          const where = violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
          findings.push(`${label}: ${violation.id} (${violation.impact}) ${violation.help}\n    ${where.join('\n    ')}`);
        }
        if (leftovers.length > 0) {
          const text = await readableText(page);
          const found = leftovers.filter((piece) => text.includes(piece));
          if (found.length > 0) findings.push(`${label}: English words on a ${language} page: ${found.map((f) => `“${f}”`).join(', ')}`);
        }
      });
    }
    await context.close();
  }
  expect(findings, findings.join('\n')).toEqual([]);
}

/** A real JPEG, made now: the server sniffs and re-encodes what it gets. */
export async function jpegFile(name: string, color = '#3f6ea8') {
  const buffer = await sharp({ create: { width: 900, height: 560, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A page of its own browser context, signed in through the form in English, for making data through the API. */
export async function apiPageFor(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** Checks that an API call succeeded and returns its JSON. */
export async function created<T>(response: { status(): number; json(): Promise<unknown>; text(): Promise<string> }): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}
