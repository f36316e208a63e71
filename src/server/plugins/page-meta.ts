import fp from 'fastify-plugin';
import { INTL_LOCALES, type Language } from '../../shared/languages.js';
import {
  PAGE_NAMES,
  pageInfo,
  pageModuleFile,
  type MessagePart,
  type PageName,
  type ResolvedPageName,
  type WrittenPageName,
} from '../../shared/pages.js';
import type { PageAddress, PageData, PageDataSource, PageWithData } from '../../shared/page-data.js';
import { serverTexts } from '../core/i18n/texts.js';

/** What a shared link or a search result shows of one page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site-relative address of a picture, with its size. */
  image?: { src: string; width: number; height: number; alt?: string };
  type?: 'website' | 'article';
  /** The page's largest picture, fetched with the HTML rather than after the scripts (LCP). */
  preloadImage?: { src: string; srcset: string; sizes: string };
  /** API answers the page needs at once, fetched while the scripts load. */
  preloadData?: readonly string[];
  /** Script chunks of the page itself, fetched with the entry rather than after it (spa.ts fills this in). */
  preloadModules?: readonly string[];
}

/**
 * The meta of a page address in `language`; 'not-found' when its subject does not exist (the
 * page answers 404); 'members-only' when only signed-in members may read it (a visitor is sent
 * to sign in, and nothing of it is in any HTML kept for visitors).
 */
export type PageMetaResolver = (params: Record<string, string>, language: Language) => Promise<PageMeta | 'not-found' | 'members-only'>;

/**
 * A public page as its feature registers it, once (`app.publicPages.register`): how its title
 * and OpenGraph tags are worked out (pages whose meta the table says is resolved), what data
 * its server-rendered HTML shows (shared/page-data.ts), and the public cache's tags its HTML is
 * kept under, so a write drops the pages that show what it changed.
 */
export type PageRegistration<N extends PageName> = {
  tags: (params: Record<string, string>) => string[];
} & (N extends ResolvedPageName ? { meta: PageMetaResolver } : { meta?: never }) &
  (N extends PageWithData ? { data: (address: PageAddress) => Promise<PageData[N]> } : { data?: never });

/** A page address whose HTML is described: how its meta is had, and the page's modules. */
export interface DescribedPage {
  /** The page of the table that takes the address, and the address's parameters. */
  name: PageName;
  params: Record<string, string>;
  /** The public cache's tags of its HTML (none: every write drops it). */
  tags: string[];
  resolve: (language: Language) => Promise<PageMeta | 'not-found' | 'members-only'>;
  /** Source files of the page's module and of its layouts', as Vite's manifest names them: their chunks are preloaded. */
  modules: string[];
  /** The parts of the catalogue the page and its layouts show, beside the shell: preloaded too. */
  messages: MessagePart[];
}

/**
 * The public pages as their features register them, each once: what the HTML of each page
 * carries (title, description, OpenGraph), so that links shared in chats and search results
 * show the post, not a blank app shell, in the reader's language; the data its server-rendered
 * HTML shows; the cache tags it is kept under. The page table (src/shared/pages.ts) says which
 * pages have meta (written in the server's texts, or resolved from data) and which are rendered.
 */
export class PublicPageRegistry {
  private readonly pages = new Map<PageName, PageRegistration<PageName>>();

  /** Registers a public page: its meta, its data and its HTML's cache tags. */
  register<N extends PageName>(page: N, registration: PageRegistration<N>): void {
    this.pages.set(page, registration as PageRegistration<PageName>);
  }

  /**
   * Pages the table describes or renders that no feature registered, or registered without the
   * meta or data the table and shared/page-data.ts say they have (a test checks there are none).
   */
  unregistered(): PageName[] {
    const needsData = (name: PageName) => DATA_PAGES.includes(name as PageWithData);
    return PAGE_NAMES.filter((name) => {
      const page = pageInfo(name);
      // A page whose meta is only written (in the server's texts) and which is not rendered needs no registration.
      if (!page.module || page.module === NOT_FOUND_MODULE || !(page.meta === 'resolved' || page.serverRendered)) return false;
      const registered = this.pages.get(name);
      return !registered || (page.meta === 'resolved' && !registered.meta) || (needsData(name) && !registered.data);
    });
  }

  /** The data of the server-rendered pages, as the web app's server entry asks for it. */
  source(): PageDataSource {
    return async (page, address) => {
      const read = this.pages.get(page)?.data as ((address: PageAddress) => Promise<PageData[typeof page]>) | undefined;
      if (!read) throw new Error(`No feature registered the data of the page ${page}.`);
      return read(address);
    };
  }

  /**
   * What the server knows of `path`, in one pass over the page table: 'unknown' when no page
   * takes it (or the table gives it the not-found page), so it is answered with 404; the
   * description of its page when that page has meta of its own; null for a page whose HTML is
   * index.html's.
   */
  lookup(path: string): DescribedPage | 'unknown' | null {
    const parts = path.split('/').filter(Boolean);
    let known = false;
    for (const name of PAGE_NAMES) {
      const page = pageInfo(name);
      if (page.path === '*' || page.module === NOT_FOUND_MODULE) continue;
      const params = matchPattern(page.path, parts);
      if (!params) continue;
      known = true;
      if (!page.meta || !page.module) continue;
      const registered = this.pages.get(name);
      let resolve: DescribedPage['resolve'];
      if (page.meta === 'resolved') {
        const resolver = registered?.meta;
        if (!resolver) continue;
        resolve = (language) => resolver(params, language);
      } else {
        const preloadData = page.preloadData ?? [];
        resolve = async (language) => ({ ...serverTexts(language).pages[name as WrittenPageName], preloadData });
      }
      return { name, params, resolve, tags: registered?.tags(params) ?? [], modules: pageModules(name), messages: pageMessages(name) };
    }
    return known ? null : 'unknown';
  }
}

/** The module that draws the not-found page: an address the table gives it is not found. */
const NOT_FOUND_MODULE = 'shell/NotFoundPage';

/** The pages whose server-rendered HTML shows data (shared/page-data.ts), each a key of PageData. */
const DATA_PAGES: readonly PageWithData[] = ['home', 'project', 'blogList', 'blogPost', 'search'] satisfies (keyof PageData)[];

/** A path segment as written, or null when its percent-encoding is broken (no page has such an address). */
function decodeSegment(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The parameters of a pattern's address, or null when the address is another's; ':name?' segments may be absent. */
function matchPattern(pattern: string, parts: string[]): Record<string, string> | null {
  const segments = pattern.split('/').filter(Boolean);
  const required = segments.filter((segment) => !segment.endsWith('?')).length;
  if (parts.length < required || parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  const matches = segments.every((segment, i) => {
    const raw = parts[i];
    if (raw === undefined) return segment.endsWith('?');
    const part = decodeSegment(raw);
    if (part === null) return false;
    if (segment.startsWith(':')) {
      params[segment.slice(1).replace(/\?$/, '')] = part;
      return true;
    }
    return segment === part;
  });
  return matches ? params : null;
}

/** A page's module file and its layouts', outermost first. */
function pageModules(name: PageName): string[] {
  const page = pageInfo(name);
  const own = page.module ? [pageModuleFile(page.module)] : [];
  return page.layout ? [...pageModules(page.layout), ...own] : own;
}

/** The catalogue's parts a page and its layouts name, each once. */
function pageMessages(name: PageName): MessagePart[] {
  const page = pageInfo(name);
  const own = page.messages ?? [];
  return [...new Set(page.layout ? [...pageMessages(page.layout), ...own] : own)];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** index.html with the page's own title, description and OpenGraph/Twitter tags, in `language`. */
export function renderPageHtml(template: string, meta: PageMeta, pageUrl: string, publicUrl: string, language: Language): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:site_name" content="Agora" />`,
    `<meta property="og:locale" content="${INTL_LOCALES[language].replace('-', '_')}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (meta.image) {
    const src = escapeHtml(new URL(meta.image.src, publicUrl).toString());
    tags.push(
      `<meta property="og:image" content="${src}" />`,
      `<meta property="og:image:width" content="${meta.image.width}" />`,
      `<meta property="og:image:height" content="${meta.image.height}" />`,
      `<meta name="twitter:image" content="${src}" />`,
    );
    if (meta.image.alt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}" />`);
  }
  if (meta.preloadImage) {
    const { src, srcset, sizes } = meta.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  for (const href of meta.preloadModules ?? []) {
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  }
  for (const href of meta.preloadData ?? []) {
    // crossorigin="anonymous" matches fetch()'s same-origin credentials, so the app reuses it.
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous" />`);
  }
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPageRegistry;
  }
}

/** Makes the registry available as `app.publicPages` for features to register their public pages. */
export const publicPagesPlugin = fp(
  async (app) => {
    app.decorate('publicPages', new PublicPageRegistry());
  },
  { name: 'agora-public-pages' },
);
