import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '../../shared/languages.js';
import { pageInfo, pagePath } from '../../shared/pages.js';
import { notFound } from '../core/errors.js';
import { contentEtag } from './conditional-get.js';
import { criticalCssFinder, paintFirstTemplate, withCriticalCss } from './critical-css.js';
import { readAppChunks, readMessageChunks, readPageChunks } from './page-chunks.js';
import { renderPageHtml } from './page-meta.js';
import { serverEntryLoader, withRenderedPage } from './page-render.js';
import { serverTexts } from '../core/i18n/texts.js';

/** A year: hashed asset names change with their content, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One HTML answer in every encoding we send, with its ETag. */
interface HtmlPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  status: number;
  /** Its own Content-Security-Policy, allowing its critical stylesheet; none: the site's. */
  policy?: string;
}

/**
 * `html` ready to send. A page kept in the cache is compressed at brotli's quality 6: ~2 ms
 * for a 40 KB page, against ~85 ms at its best (11) for 10 % fewer bytes, and a kept page is
 * made again on the request path after every write and every expiry. A `fresh` one, rendered
 * for one answer (a search), at 4, a little faster still.
 */
function htmlPage(html: string | Buffer, status = 200, fresh = false, policy?: string): HtmlPage {
  const raw = Buffer.isBuffer(html) ? html : Buffer.from(html);
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: fresh ? 4 : 6 } }),
    gzip: gzipSync(raw),
    etag: contentEtag(raw),
    status,
    ...(policy ? { policy } : {}),
  };
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, cacheControl = 'no-cache') {
  // The same address reads in another language for another reader (their cookie, their browser's languages).
  reply.header('cache-control', cacheControl).header('etag', page.etag).header('vary', 'accept-encoding, cookie, accept-language');
  if (page.policy) reply.header('content-security-policy', page.policy);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [body, encoding] = /\bbr\b/.test(accepted) ? [page.br, 'br'] : /\bgzip\b/.test(accepted) ? [page.gzip, 'gzip'] : [page.raw, null];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(page.status).type('text/html; charset=utf-8').send(body);
}

/**
 * What the HTML cache keeps for the page of a post for members only: not a page (each
 * reader is answered for who they are), but the word that it is one, so that the next
 * reader needs no database either. Dropped with the post's tag, as its HTML would be.
 */
const MEMBERS_ONLY = htmlPage('members-only', 401);

/** Where a visitor is sent for a page for members: signing in, then back to `url`. */
const signInAddress = (url: string) => `${pagePath('signIn')}?redirectTo=${encodeURIComponent(url)}`;

/** `html` with a modulepreload of each of `files` at the end of its head. */
function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
}

/** A page's HTML in one language from the public cache ('html:el:/blog/2'). */
function cachedHtml(app: FastifyInstance, language: Language, key: string, tags: readonly string[], compute: () => Promise<HtmlPage>): Promise<HtmlPage> {
  return app.publicCache.get(`html:${language}:${key}`, compute, tags);
}

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** index.html in `language`: its `lang`, and the site's title, description and feed name in that language. */
function inLanguage(html: string, language: Language): string {
  const texts = serverTexts(language);
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(texts.site.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeAttribute(texts.site.description)}" />`)
    .replace(/(<link rel="alternate" type="application\/rss\+xml" title=")[^"]*(")/, (_, before: string, after: string) => `${before}${escapeAttribute(texts.blog.feedTitle)}${after}`);
}

/** The HTML templates of one language: a rendered page's (paint first), and the plain shell's with the app preloaded. */
interface Templates {
  rendered: string;
  plain: string;
  /** Compressed on first use rather than at start, where four brotli passes cost ~16 ms. */
  plainPage(): HtmlPage;
  notFoundPage(): HtmlPage;
}

/** `make()`'s value, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * Serves the built SPA: hashed assets cached for good, index.html revalidated on every
 * load (so a deploy is picked up at once), and index.html for every other page address,
 * with the title and OpenGraph tags a feature gives for it (plugins/page-meta.ts). The public
 * content pages the page table marks `serverRendered` come with their content rendered in
 * (decision 0017), then the browser hydrates them; the others stay the plain shell. Every
 * page is answered in the reader's language (plugins/language.ts): its `lang`, title, meta
 * and rendered text, each language's HTML kept apart.
 * index.html is read once, with the asset list, so page and assets always come from the
 * same build (restart to serve a new one). API paths never fall through to the SPA.
 */
export const spaPlugin = fp<{ root: string; publicUrl: string }>(
  async (app, { root, publicUrl }) => {
    const hasWeb = existsSync(join(root, 'index.html'));
    // index.html loads only the tiny entry (boot.ts). A page the browser draws needs the app at
    // once, so its HTML preloads the app's chunks and the shell's words; a rendered page paints
    // without them, and fetches them once it has loaded (boot.ts), so it names none of them.
    const messageChunks = readMessageChunks(root);
    const appChunks = hasWeb ? readAppChunks(root) : [];
    const indexHtml = hasWeb ? readFileSync(join(root, 'index.html'), 'utf8') : '';
    const templates = new Map<Language, Templates>(
      LANGUAGES.map((language) => {
        const inTheLanguage = inLanguage(indexHtml, language);
        const plain = withModulePreloads(inTheLanguage, [...appChunks, ...messageChunks(language, ['shell'])]);
        return [language, { rendered: paintFirstTemplate(inTheLanguage).html, plain, plainPage: once(() => htmlPage(plain)), notFoundPage: once(() => htmlPage(plain, 404)) }];
      }),
    );
    // The stylesheet rendered pages take their part of: read and parsed at the first such page
    // (some 20 ms), never by an API-only server.
    const { stylesheet } = paintFirstTemplate(indexHtml);
    const criticalCss = once(() => criticalCssFinder(stylesheet ? readFileSync(join(root, stylesheet), 'utf8') : ''));
    const pageChunks = readPageChunks(root);
    const loadEntry = hasWeb ? serverEntryLoader(root) : null;
    if (hasWeb) {
      const setHeaders = (reply: { header(name: string, value: string): unknown }, path: string) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      };
      // The built chunks (nearly every file, each beside its .br and .gz) under one route: a
      // route of their own each, as for the files below, cost the start ~100 ms of router work.
      await app.register(fastifyStatic, { root: join(root, 'assets'), prefix: '/assets/', wildcard: true, index: false, preCompressed: true, setHeaders });
      // The few files at the top (the manifest, icons, robots.txt) by name, so that every other
      // address falls through to the pages below.
      await app.register(fastifyStatic, { root, wildcard: false, index: false, preCompressed: true, globIgnore: ['assets/**'], decorateReply: false, setHeaders });
    } else {
      app.log.warn(`No built web app in ${root}: only the API is served (run npm run build).`);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|assets)(\/|$)/.test(path);
      if (!isPage || !hasWeb) throw notFound('address');
      const language = await app.languageOf(request);
      const { rendered: renderedTemplate, plain, plainPage, notFoundPage } = templates.get(language)!;
      const described = app.publicPages.lookup(path);
      const url = new URL(path, publicUrl).toString();
      // An address no page takes is a 404 for browsers and crawlers alike, with the not-found
      // page in the HTML. It reads the same at every such address, so it is kept once.
      if (described === 'unknown') {
        const page = loadEntry ? await cachedHtml(app, language, '*', [], () => renderNotFound(url, language)) : notFoundPage();
        return sendHtml(request, reply, page);
      }
      if (!described) return sendHtml(request, reply, plainPage());
      // A page that reads its query (a search's words) is rendered for each, never kept: queries
      // are endless and the cache holds 2,000 entries. (The search's route counts each one.)
      const query = pageInfo(described.name).readsQuery ? (request.url.split('?')[1] ?? '') : '';
      const render = async (fresh: boolean) => {
        const meta = await described.resolve(language);
        const serverRendered = loadEntry !== null && pageInfo(described.name).serverRendered === true;
        if (meta === 'not-found') return serverRendered ? renderNotFound(url, language) : htmlPage(plain, 404);
        if (meta === 'members-only') return MEMBERS_ONLY;
        // The search page is rendered for its query (the one page whose query string it reads).
        const rendered = serverRendered ? await (await loadEntry()).renderPage(fresh ? `${url}?${query}` : url, app.publicPages.source(), language) : null;
        // A rendered page paints without script and carries its data: preloading its chunks or
        // fetching its data alongside would only compete with the paint for the connection.
        const preloadModules = rendered ? [] : [...new Set(described.modules.flatMap(pageChunks)), ...messageChunks(language, described.messages)];
        const head = renderPageHtml(rendered ? renderedTemplate : plain, { ...meta, preloadModules, ...(rendered ? { preloadData: [] } : {}) }, url, publicUrl, language);
        if (!rendered) return htmlPage(head, 200, fresh);
        // It paints from its HTML alone (decision 0061): the stylesheet's part it needs is in its head.
        const { html, styleHash } = withCriticalCss(withRenderedPage(head, rendered, true), await criticalCss());
        return htmlPage(html, 200, fresh, app.policyWithStyle(styleHash));
      };
      // Kept under the tags its feature registered for it: a write drops the pages that show what
      // it changed. A page only described, with none, is dropped by every write.
      const page = query ? await render(true) : await cachedHtml(app, language, path, described.tags, () => render(false));
      if (page === MEMBERS_ONLY) {
        // Nothing of it reaches a visitor, not even its title. A member gets the plain
        // shell and the app reads it from the API, never from a shared cache.
        if (!(await request.getUser())) return reply.header('cache-control', 'private, no-store').redirect(signInAddress(request.url), 303);
        return sendHtml(request, reply, plainPage(), 'private, no-store');
      }
      return sendHtml(request, reply, page);
    });

    /**
     * The not-found page (or a post's) rendered at `url`, answered with 404. It carries no state:
     * the browser renders the app afresh over it, as it did over the empty shell, since a post a
     * visitor cannot read may still be one its author or an admin can.
     */
    async function renderNotFound(url: string, language: Language): Promise<HtmlPage> {
      const { plain } = templates.get(language)!;
      const rendered = loadEntry ? await (await loadEntry()).renderPage(url, app.publicPages.source(), language) : null;
      return htmlPage(rendered ? withRenderedPage(plain, rendered, false) : plain, 404);
    }
  },
  { name: 'agora-spa', dependencies: ['agora-public-pages', 'agora-public-cache', 'agora-language', 'agora-security-headers'] },
);
