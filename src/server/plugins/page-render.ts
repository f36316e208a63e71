import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_STATE_ID, type RenderedPage, type ServerEntry } from '../../shared/page-data.js';

/**
 * The web app's server build (`vite build --ssr`, dist/web-ssr/entry-server.js, beside the
 * web build in `webRoot`), imported at the first page that needs it: React and the pages
 * are not loaded at start, nor ever by an API-only server. Null when there is no such build.
 */
export function serverEntryLoader(webRoot: string): (() => Promise<ServerEntry>) | null {
  const file = join(webRoot, '..', 'web-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  let loading: Promise<ServerEntry> | undefined;
  return () => (loading ??= import(pathToFileURL(file).href) as Promise<ServerEntry>);
}

/**
 * index.html with the rendered page inside #root and, for a page the browser hydrates, its state
 * as a JSON data block (never an inline script: the CSP allows only the site's own script files).
 */
export function withRenderedPage(html: string, page: RenderedPage, hydrate: boolean): string {
  const state = hydrate ? `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>` : '';
  // A function, so that `$` in the page's text is not read as a replacement pattern.
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
}
