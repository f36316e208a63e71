import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_STATE_ID } from '../../shared/page-data.js';

/** What the browser needs to take over a server-rendered page: the routes' data and the queries' answers. */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * The state as the text of a `<script type="application/json">` block: a data block, which
 * the Content-Security-Policy (script-src 'self') lets through where an inline script would
 * not run. `<` is escaped, so no text in the data can close the element; the JSON means the same.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state of the page the server rendered, or null for the plain shell (a member's page, a 404). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
