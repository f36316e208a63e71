import type { Language } from './languages.js';
import type { PostDetail, PostPage } from './schemas/posts.js';
import type { ProjectDetail } from './schemas/projects.js';
import type { SearchPage } from './schemas/search.js';
import type { SiteImages } from './schemas/site.js';

/**
 * What each server-rendered page shows from the database, by page: the contract between the
 * server's registration of the page (its feature's `app.publicPages.register`) and the web's
 * descriptor beside the page (`<Page>.data.ts`). Everything here is what a visitor may see.
 */
export interface PageData {
  /** The home carousel and project circles. */
  home: SiteImages;
  /** The project's gallery. */
  project: SiteImages;
  /** One project's page, or null when no project has that address. */
  projectSpace: ProjectDetail | null;
  /** One page of the public blog list. */
  blogList: PostPage;
  /** A published post as a visitor reads it (no abilities), or null when there is none to show. */
  blogPost: PostDetail | null;
  /** What a visitor finds for the address's query, or null for a search the API would refuse. */
  search: SearchPage | null;
}
export type PageWithData = keyof PageData;

/** A page's address as its data is read from it: the pattern's parameters and the query string. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
}

/**
 * Where the web app's server entry (src/web/entry-server.tsx) gets a page's data, in process:
 * the same cached presenters the API answers from, so a rendered page and the API never
 * disagree and no request goes over HTTP.
 */
export type PageDataSource = <N extends PageWithData>(page: N, address: PageAddress) => Promise<PageData[N]>;

/** The id of the JSON block in which a server-rendered page carries its state to the browser. */
export const PAGE_STATE_ID = 'agora-page-state';

/** A page rendered on the server: the markup inside #root and the state the browser hydrates from. */
export interface RenderedPage {
  html: string;
  /** JSON, `<` escaped, for the page's `<script type="application/json" id="agora-page-state">` block. */
  state: string;
}

/** What the web app's server build (dist/web-ssr/entry-server.js) exports. */
export interface ServerEntry {
  /** The page at the absolute `url` as a visitor reading `language` sees it, or null when the address redirects. */
  renderPage(url: string, source: PageDataSource, language: Language): Promise<RenderedPage | null>;
}
