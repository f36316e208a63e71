import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { queryClient } from './lib/query-client';
import { requireSession } from './lib/require-session';
import { sessionQueryOptions } from './lib/session';
import { browserPageLoaders } from './page-loaders';
import { createRoutes } from './routes';

/** Who reads the page: a member once the session says so, else a visitor. */
const readerOf = () => (queryClient.getQueryData(sessionQueryOptions.queryKey)?.user ? 'member' : 'visitor');

/**
 * The browser's router. For a page the server rendered, `hydrationData` is what its routes
 * loaded there, and the chunks of the routes matching the address are loaded first: React
 * Router would otherwise render its fallback for a lazy route, and the first render would
 * not match the server's HTML.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  const routes = createRoutes(browserPageLoaders(queryClient, readerOf), requireSession(queryClient));
  if (hydrationData) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
