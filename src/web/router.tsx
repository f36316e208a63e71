import { createBrowserRouter, matchRoutes, type HydrationState, type LoaderFunctionArgs } from 'react-router';
import { isUuid } from '../shared/ids.js';
import { postsQueryOptions } from './features/posts/api/get-posts';
import { postQueryOptions } from './features/posts/api/get-post';
import { readPageParam } from './features/posts/components/page-param';
import { siteImagesQueryOptions } from './features/site/api/get-site-images';
import { queryClient } from './lib/query-client';
import { requireSession } from './lib/require-session';
import { sessionQueryOptions } from './lib/session';
import { createRoutes, type PageLoaders } from './routes';

// The public blog pages ask for their data while their chunk is still on its way, instead of
// after it arrives. Not awaited: the page shows its own loading and error states.
function prefetchBlogList({ params }: LoaderFunctionArgs) {
  const reader = queryClient.getQueryData(sessionQueryOptions.queryKey)?.user ? 'member' : 'visitor';
  void queryClient.prefetchQuery(postsQueryOptions(readPageParam(params.page).page, reader));
  return null;
}
function prefetchBlogPost({ params }: LoaderFunctionArgs) {
  if (isUuid(params.postId)) void queryClient.prefetchQuery(postQueryOptions(params.postId));
  return null;
}
// Home and Project show the site's pictures (the first carousel picture is the home page's LCP).
function prefetchSiteImages() {
  void queryClient.prefetchQuery(siteImagesQueryOptions);
  return null;
}
const PREFETCH: PageLoaders = {
  home: prefetchSiteImages,
  project: prefetchSiteImages,
  blogList: prefetchBlogList,
  blogPost: prefetchBlogPost,
};

/**
 * The browser's router. For a page the server rendered, `hydrationData` is what its routes
 * loaded there, and the chunks of the routes matching the address are loaded first: React
 * Router would otherwise render its fallback for a lazy route, and the first render would
 * not match the server's HTML.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  const routes = createRoutes(PREFETCH, requireSession(queryClient));
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
