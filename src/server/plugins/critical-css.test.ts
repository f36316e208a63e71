import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { criticalCssFinder, paintFirstTemplate, tokensOf, withCriticalCss } from './critical-css.js';

// Shaped as the build writes it: Tailwind's layers, minified, selectors wrapped by the minifier.
const STYLESHEET = [
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root,:host{--color-brand:#1f3a5f}}',
  '@layer base{h1,h2{font-size:inherit}dialog{padding:0}html{line-height:1.5}}',
  '@layer components{.prose p{margin:1em 0}}',
  '@layer utilities{.flex{display:flex}.hidden{display:none}.md\\:grid{@media (width>=48rem){display:grid}}',
  '.hover\\:underline:hover{text-decoration:underline}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  ':is(:where(.group):hover .group-hover\\:shadow){--tw-shadow:1px}.space-y-2>:not(:last-child){margin-bottom:.5rem}',
  '#agora-menu{position:fixed}.a.b{color:red}}',
  '@media (prefers-reduced-motion:reduce){.animate-spin{animation:none}.flex{gap:0}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const PAGE = `<!doctype html><html lang="en"><head><title>A page</title></head><body>
<h1 class="flex md:grid">Title</h1><a class="hover:underline [&amp;&gt;svg]:size-4" href="/">Home<svg></svg></a>
<div id="agora-menu" class="group"><span class="group-hover:shadow a">Shadow</span></div></body></html>`;

describe('the critical part of the stylesheet', () => {
  it('finds the tags, classes and ids of a page, its classes as React escapes them', () => {
    const tokens = tokensOf(PAGE);
    expect([...tokens]).toEqual(expect.arrayContaining(['html', 'h1', 'a', 'svg', 'div', 'span', '.flex', '.md:grid', '.hover:underline', '.[&>svg]:size-4', '.group', '.group-hover:shadow', '#agora-menu']));
    expect(tokens.has('.prose')).toBe(false);
  });

  it('keeps the rules that name only what the page has, in their blocks and in their order', async () => {
    const { css } = (await criticalCssFinder(STYLESHEET)).of(PAGE);
    for (const kept of ['.flex{display:flex}', '.md\\:grid{@media (width>=48rem){display:grid}}', '.hover\\:underline:hover{', '.\\[\\&\\>svg\\]\\:size-4>svg{', ':is(:where(.group):hover .group-hover\\:shadow){', '#agora-menu{', 'html{line-height:1.5}', 'h1,h2{', ':root,:host{', '*,:before{']) {
      expect(css).toContain(kept);
    }
    // Not on the page: a class, a tag, a rule whose two classes are not on one page.
    for (const dropped of ['.hidden', 'dialog{', '.prose', '.space-y-2', '.a.b', '.animate-spin']) expect(css).not.toContain(dropped);
    expect(css.indexOf('.flex{display:flex}')).toBeLessThan(css.indexOf('.hover\\:underline'));
    // A block keeps what of it applies; one with nothing left goes.
    expect(css).toContain('@media (prefers-reduced-motion:reduce){.flex{gap:0}}');
    expect(css).not.toContain('@layer components{');
  });

  it('names the layers’ order first, so that one the page lacks still comes where it did', async () => {
    const { css } = (await criticalCssFinder(STYLESHEET)).of(PAGE);
    expect(css.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
  });

  it('always keeps the registered properties and the animations', async () => {
    const { css } = (await criticalCssFinder(STYLESHEET)).of('<p>Nothing styled</p>');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).toContain('@keyframes spin{');
  });

  it('never closes the <style> element it travels in', async () => {
    // Written from its characters: the test's own transform would rewrite a closing tag in a literal.
    const lt = String.fromCharCode(60);
    const { css } = (await criticalCssFinder(`p:after{content:"${lt}/style>${lt}script>"}`)).of('<p>Text</p>');
    expect(css).toBe(`p:after{content:"\\3c /style>${lt}script>"}`);
  });

  it('gives the hash a Content-Security-Policy names it by', async () => {
    const { css, hash } = (await criticalCssFinder(STYLESHEET)).of(PAGE);
    expect(hash).toBe(`sha256-${createHash('sha256').update(css).digest('base64')}`);
  });
});

describe('a page that paints first', () => {
  const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Agora</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

  it('has nothing in its head to wait for, and the stylesheet and scripts after its content', () => {
    const { html, stylesheet } = paintFirstTemplate(INDEX);
    expect(stylesheet).toBe('/assets/index-3.css');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|<link rel="(stylesheet|modulepreload)"/);
    const end = html.slice(html.indexOf('<div id="root"></div>'));
    expect(end.indexOf('<noscript data-stylesheet="/assets/index-3.css"><link rel="stylesheet" crossorigin href="/assets/index-3.css"></noscript>')).toBeGreaterThan(0);
    expect(end).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/preload-helper-2.js">');
    expect(end).toContain('<script fetchpriority="low" type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(end.indexOf('<noscript')).toBeLessThan(end.indexOf('<script'));
  });

  it('gets its critical stylesheet last in its head, after the picture it preloads, hashed', async () => {
    const finder = await criticalCssFinder(STYLESHEET);
    const template = paintFirstTemplate(INDEX)
      .html.replace('<div id="root"></div>', '<div id="root"><h1 class="flex">Hello</h1></div>')
      .replace('</head>', '<link rel="preload" as="image" href="/media/a.webp" fetchpriority="high" /></head>');
    const { html, styleHash } = withCriticalCss(template, finder);
    expect(html.indexOf('<style>')).toBeGreaterThan(html.indexOf('rel="preload" as="image"'));
    const style = /<head>[\s\S]*<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1];
    expect(style).toContain('.flex{display:flex}');
    expect(styleHash).toBe(`sha256-${createHash('sha256').update(style!).digest('base64')}`);
  });

  it('leaves a template without a stylesheet as it is', () => {
    const bare = '<html><head></head><body><div id="root"></div></body></html>';
    expect(paintFirstTemplate(bare)).toEqual({ html: bare, stylesheet: null });
  });
});
