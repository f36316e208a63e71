import type { QueryKey } from '@tanstack/react-query';
import type { PageAddress, PageData, PageWithData } from '../../shared/page-data.js';
import type { i18n } from './i18n';

/**
 * The query a page's data fills: its queryOptions (its key, and how the browser fetches it).
 * Typed loosely: each page's answer is its own, and only the loaders (page-loaders.ts) hand it on.
 */
export type PageQuery = { queryKey: QueryKey; queryFn?: unknown };

/**
 * What a server-rendered page shows from the server, declared once beside the page
 * (`<Page>.data.ts`, decision 0034): the browser's router builds its prefetch from it, and the
 * server's rendering its loader (src/web/page-loaders.ts), so neither names the page again.
 */
export interface PageDataDescriptor<N extends PageWithData = PageWithData> {
  page: N;
  /** The query whose answer the page shows at this address, for this reader; null when there is nothing to ask. */
  query: (address: PageAddress, reader: 'visitor' | 'member') => PageQuery | null;
  /** Whether the browser asks for it while the page's chunk is on its way (else the page asks once drawn). */
  prefetch: boolean;
  /** Rendered on the server: where the page sends an address it would correct at once (the browser's page does it itself). */
  redirect?: (address: PageAddress) => string | null;
  /**
   * Rendered on the server: the server's data as the query's answer; throw the error the page
   * shows (a post not there: the API's 404), or answer undefined to leave the query for the
   * browser to ask (a search the API would refuse). The data as it is when absent.
   */
  fromServer?: (data: PageData[N], t: typeof i18n.t) => unknown;
}

/** A descriptor, typed by its page. */
export const describePageData = <N extends PageWithData>(descriptor: PageDataDescriptor<N>): PageDataDescriptor<N> => descriptor;
