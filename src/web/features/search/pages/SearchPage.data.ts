import { describePageData } from '../../../lib/page-data';
import { searchQueryOptions } from '../api/search';
import { readSearchAddress } from '../search-address';

/**
 * What a visitor finds (the page asks as a visitor until it knows the session). Not asked for
 * ahead in the browser: the page asks once drawn. On the server, a search the API would refuse
 * is left to the browser, which then shows the refusal.
 */
export const pageData = describePageData({
  page: 'search',
  query: ({ query }) => {
    const { q, page } = readSearchAddress(query);
    return q ? searchQueryOptions({ q, kind: 'all', page, viewer: null }) : null;
  },
  prefetch: false,
  fromServer: (found) => found ?? undefined,
});
