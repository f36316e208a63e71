// Lighthouse 12 (mobile, its default simulated throttling) on Debian's Chromium, plus what
// the HTML alone carries: a page whose text is in the HTML paints with no script at all.
import lighthouse from 'lighthouse';
import { figure, GOALS } from './goals.mjs';
import { median } from './load.mjs';
import { freePort, removeFolder, sleep, startChild, stop, tempFolder } from './processes.mjs';
import { FIRST_PAGE } from './site.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const HEADLESS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Starts Chromium with a DevTools port for Lighthouse to drive; `close()` stops it and removes its profile. */
export async function startChromium() {
  const port = await freePort();
  const profile = tempFolder('agora-bench-chromium-');
  const child = startChild(CHROMIUM, [...HEADLESS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.startError) throw new Error(`Chromium could not start (${child.startError.message}); set CHROMIUM_PATH.`);
      if (child.exitCode !== null) throw new Error(`Chromium (${CHROMIUM}) exited with code ${child.exitCode}.`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port within 30 s.');
      }
      await sleep(50);
    }
  } catch (error) {
    await stop(child);
    removeFolder(profile);
    throw error;
  }
  return {
    port,
    async close() {
      await stop(child);
      removeFolder(profile);
    },
  };
}

/**
 * Visible text of an HTML document without running it: what a reader with JavaScript
 * disabled sees, and what can paint before any script.
 */
export function textWithoutScripts(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ATTEMPTS = 3;

/** Lighthouse's report of `url`; a run whose trace went wrong (it happens on a busy machine) is tried again. */
async function report(url, chromium) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}, ${ATTEMPTS} times: ${lhr.runtimeError.message}`);
  }
}

/** One Lighthouse run of `url`: score, paints, layout shift, and the scripts fetched before the first paint and in all. */
export async function audit(url, chromium) {
  const lhr = await report(url, chromium);
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  // Both times count from the start of the navigation (network times from its first request).
  const fcpAt = observed.observedFirstContentfulPaint ?? Infinity;
  const kb = (bytes) => bytes / 1024;
  const sum = (items, key) => kb(items.reduce((total, item) => total + (item[key] ?? 0), 0));
  const renderBlocking = (lhr.audits['render-blocking-resources']?.details?.items ?? []).filter((item) => /\.m?js(\?|$)/.test(new URL(item.url).pathname));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsArrivedBeforeFcpKb: sum(scripts.filter((item) => (item.networkEndTime ?? Infinity) <= fcpAt), 'transferSize'),
    renderBlockingJsKb: sum(renderBlocking, 'totalBytes'),
    jsTotalKb: sum(scripts, 'transferSize'),
    scriptFiles: scripts.length,
  };
}

/** The public pages the budgets name, a post among them. */
async function publicPages(base) {
  const list = await (await fetch(base + FIRST_PAGE)).json();
  return ['/', '/blog/1', `/blog-post/${list.posts[0].id}`, '/about', '/project'];
}

export async function measurePages(site, ctx) {
  const { base } = site.server;
  const pages = await publicPages(base);
  const chromium = await startChromium();
  const figures = [];
  try {
    for (const page of pages) {
      const html = await (await fetch(base + page)).text();
      const runs = [];
      try {
        for (let i = 0; i < ctx.lighthouseRuns; i++) runs.push(await audit(base + page, chromium));
      } catch (error) {
        // One page Lighthouse cannot measure leaves its figures unmeasured, not the others.
        ctx.log(`  ${page}: ${error.message}`);
        if (runs.length === 0) runs.push({ error: error.message });
      }
      const m = (key) => median(runs.map((run) => run[key] ?? NaN));
      ctx.log(`  ${page}: score ${runs.map((r) => r.score).join(' ')}, LCP ${runs.map((r) => Math.round(r.lcpMs)).join(' ')} ms`);
      const name = page.startsWith('/blog-post/') ? '/blog-post/{id}' : page;
      const htmlText = textWithoutScripts(html).length;
      // What the first paint waited for: with the text in the HTML, only scripts that block
      // rendering; without it (a client-rendered page) every script that arrived before it,
      // since the content only exists once they ran.
      const contentInHtml = htmlText >= GOALS.htmlTextChars.at;
      const jsBeforePaint = contentInHtml ? m('renderBlockingJsKb') : m('jsArrivedBeforeFcpKb');
      figures.push(
        figure('pages', null, `${name} Lighthouse mobile performance`, 'lighthouseScore', m('score')),
        figure('pages', null, `${name} LCP`, 'lcpMs', m('lcpMs')),
        figure('pages', null, `${name} FCP`, 'fcpMs', m('fcpMs')),
        figure('pages', null, `${name} CLS`, 'cls', m('cls')),
        figure('pages', null, `${name} JS (gzip) the first paint waited for`, 'jsBeforeFcpKb', jsBeforePaint, contentInHtml ? 'render-blocking scripts (the text is in the HTML)' : `every script that arrived before it (the HTML has no text); ${Math.round(m('renderBlockingJsKb'))} KB render-blocking`),
        figure('pages', null, `${name} JS (gzip) in all`, 'jsTotalKb', m('jsTotalKb'), `${m('scriptFiles')} files`),
        figure('pages', null, `${name} text readable in the HTML, without JavaScript`, 'htmlTextChars', htmlText),
      );
    }
  } finally {
    await chromium.close();
  }
  return figures;
}
