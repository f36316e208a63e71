import './lib/i18n';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, redirect, StaticRouterProvider, type LoaderFunctionArgs } from 'react-router';
import { isUuid } from '../shared/ids.js';
import type { Language } from '../shared/languages.js';
import type { PageDataSource, RenderedPage, ServerEntry } from '../shared/page-data.js';
import { MESSAGE_PARTS } from '../shared/pages.js';
import { AppShell } from './app-shell';
import { postQueryOptions } from './features/posts/api/get-post';
import { postsQueryOptions } from './features/posts/api/get-posts';
import { readPageParam } from './features/posts/components/page-param';
import { searchQueryOptions } from './features/search/api/search';
import { readSearchAddress } from './features/search/search-address';
import { siteImagesQueryOptions } from './features/site/api/get-site-images';
import { ApiError } from './lib/api-client';
import { i18n } from './lib/i18n';
import { loadMessages } from './lib/messages';
import { paths } from './lib/paths';
import { serializePageState } from './lib/page-state';
import { createRoutes, type PageLoaders } from './routes';

/**
 * The loaders of the server-rendered pages: each fills the request's query client with what the
 * page's queries would fetch, from the server's own cached presenters (no HTTP to itself).
 * A post that is not there becomes the same 404 error the API would give, so the page shows
 * its not-found text.
 */
function serverLoaders(queryClient: QueryClient, source: PageDataSource, t: typeof i18n.t): PageLoaders {
  const siteImages = async () => {
    await queryClient.prefetchQuery({ ...siteImagesQueryOptions, queryFn: () => source.siteImages() });
    return null;
  };
  return {
    home: siteImages,
    project: siteImages,
    blogList: async ({ params }: LoaderFunctionArgs) => {
      const { page, canonical } = readPageParam(params.page);
      // The page would replace an address like /blog/02 at once: the browser's router does it, as before.
      if (!canonical) return redirect(paths.blog(page));
      // Rendered as a visitor reads it, whoever asks (decision 0017).
      await queryClient.prefetchQuery({ ...postsQueryOptions(page, 'visitor'), queryFn: () => source.postPage(page) });
      return null;
    },
    // What a visitor finds (the page asks as a visitor until it knows the session). A search
    // the API would refuse is left to the browser, which then shows the refusal.
    search: async ({ request }: LoaderFunctionArgs) => {
      const { q, page } = readSearchAddress(new URL(request.url).searchParams);
      const found = q ? await source.search(q, page) : null;
      if (found) queryClient.setQueryData(searchQueryOptions({ q, kind: 'all', page, viewer: null }).queryKey, found);
      return null;
    },
    blogPost: async ({ params }: LoaderFunctionArgs) => {
      const { postId } = params;
      if (!postId || !isUuid(postId)) return null;
      await queryClient.prefetchQuery({
        ...postQueryOptions(postId),
        queryFn: async () => {
          const post = await source.post(postId.toLowerCase());
          if (!post) throw new ApiError(404, 'not_found', t('blog.notFoundHeading'), { values: { what: 'post' } });
          return post;
        },
      });
      return null;
    },
  };
}

/** Pages the server renders are public: it never renders a member's page, so no guard lets one through. */
const refuseMemberPages = () => {
  throw new Error('Member pages are not rendered on the server.');
};

/**
 * Renders the page at `url` (absolute) as a visitor sees it, with React Router's static
 * handler: the matched routes' chunks and loaders run, then the whole tree is rendered to a
 * string. Null when the address redirects (the browser's router then does it, as before).
 */
export const renderPage: ServerEntry['renderPage'] = async (url: string, source: PageDataSource, language: Language): Promise<RenderedPage | null> => {
  // The server keeps the whole catalogue once loaded (the first render of a language loads it):
  // a page's loader may need its words before the route's chunk is in.
  await loadMessages(MESSAGE_PARTS, language);
  // Renders of other languages run at the same time: each has its own instance, sharing the texts.
  const translation = i18n.cloneInstance({ lng: language, initAsync: false });
  const queryClient = new QueryClient({
    // Nothing is fetched again during the render, and a 404 stays a 404 rather than a spinner.
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  const handler = createStaticHandler(createRoutes(serverLoaders(queryClient, source, translation.t), refuseMemberPages));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppShell queryClient={queryClient} i18n={translation}>
      {/* hydrate={false}: React Router would write its state in an inline script, which the CSP refuses. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
  );
  const state = serializePageState({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient),
  });
  queryClient.clear();
  return { html, state };
};
