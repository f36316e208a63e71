import fp from 'fastify-plugin';

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
  preloadData?: string[];
  /** Script chunks of the page itself, fetched with the entry rather than after it (spa.ts fills this in). */
  preloadModules?: string[];
}

/** The meta of a page address, or 'not-found' when its subject does not exist (the page answers 404). */
export type PageMetaResolver = (params: Record<string, string>) => Promise<PageMeta | 'not-found'>;

interface Entry {
  segments: string[];
  resolve: PageMetaResolver;
  page: string | undefined;
}

/**
 * Features say what the HTML of their public pages carries (title, description, OpenGraph),
 * so that links shared in chats and search results show the post, not a blank app shell.
 */
export class PageMetaRegistry {
  private readonly entries: Entry[] = [];

  /**
   * Registers a resolver for a path pattern such as `/blog-post/:postId`. `page` is the
   * source file of the page component the web router lazily loads there (e.g.
   * 'src/web/features/blog/pages/BlogListPage.tsx'): its chunks are preloaded with the HTML.
   */
  add(pattern: string, resolve: PageMetaResolver, page?: string): void {
    this.entries.push({ segments: pattern.split('/').filter(Boolean), resolve, page });
  }

  /** Every page component named by a registration (a test checks they exist). */
  pages(): string[] {
    return this.entries.flatMap((entry) => (entry.page ? [entry.page] : []));
  }

  /** The resolver, page component and parameters for a path, or null when no feature describes it. */
  match(path: string): { resolve: PageMetaResolver; page: string | undefined; params: Record<string, string> } | null {
    const parts = path.split('/').filter(Boolean);
    for (const entry of this.entries) {
      if (entry.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = entry.segments.every((segment, i) => {
        const part = decodeURIComponent(parts[i] ?? '');
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = part;
          return true;
        }
        return segment === part;
      });
      if (matches) return { resolve: entry.resolve, page: entry.page, params };
    }
    return null;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** index.html with the page's own title, description and OpenGraph/Twitter tags. */
export function renderPageHtml(template: string, meta: PageMeta, pageUrl: string, publicUrl: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:site_name" content="Agora" />`,
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
    pageMeta: PageMetaRegistry;
  }
}

/** Makes the registry available as `app.pageMeta` for features to describe their pages. */
export const pageMetaPlugin = fp(
  async (app) => {
    app.decorate('pageMeta', new PageMetaRegistry());
  },
  { name: 'agora-page-meta' },
);
