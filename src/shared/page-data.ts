import type { Language } from './languages.js';
import type { PostDetail, PostPage } from './schemas/posts.js';
import type { SearchPage } from './schemas/search.js';
import type { SiteImages } from './schemas/site.js';

/**
 * What the server-rendered pages show from the database, handed to the web app's server entry
 * (src/web/entry-server.tsx) by the server in process: the same cached presenters the API
 * answers from, so a rendered page and the API never disagree and no request goes over HTTP.
 * Everything here is what a visitor may see.
 */
export interface PageDataSource {
  /** One page of the public blog list. */
  postPage(page: number): Promise<PostPage>;
  /** A published post as a visitor reads it (no abilities), or null when there is none to show. */
  post(id: string): Promise<PostDetail | null>;
  /** The home carousel, the project circles and the gallery. */
  siteImages(): Promise<SiteImages>;
  /** Page `page` of what a visitor finds for `q`, or null for a search the API would refuse. */
  search(q: string, page: number): Promise<SearchPage | null>;
}

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
