import { createBrowserRouter, redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { fillPath, PAGE_NAMES, pageInfo, type PageAccess, type PageName } from '../shared/pages.js';
import { ErrorPage } from './components/ErrorPage';
import { InitialLoadingOverlay } from './components/InitialLoadingOverlay';
import { RootLayout } from './components/RootLayout';
import { postsQueryOptions } from './features/blog/api/get-posts';
import { postQueryOptions } from './features/blog/api/get-post';
import { readPageParam } from './features/blog/components/page-param';
import { siteImagesQueryOptions } from './features/site/api/get-site-images';
import { isUuid } from '../shared/ids.js';
import { lazyPage } from './lib/lazy-page';
import { queryClient } from './lib/query-client';
import { requireSession } from './lib/require-session';
import { lazyModule } from './page-modules';

// The public blog pages ask for their data while their chunk is still on its way, instead of
// after it arrives. Not awaited: the page shows its own loading and error states.
function prefetchBlogList({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(postsQueryOptions(readPageParam(params.page).page));
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
const PREFETCH: Partial<Record<PageName, LoaderFunction>> = {
  home: prefetchSiteImages,
  project: prefetchSiteImages,
  blogList: prefetchBlogList,
  blogPost: prefetchBlogPost,
};

/** A page's route and, for a layout, the routes of the pages inside it, all from the page table. */
function pageRoute(name: PageName): RouteObject {
  const page = pageInfo(name);
  // Inside a layout the address is the rest after the layout's; the layout's own is its index.
  const path = page.path.slice(page.layout ? pageInfo(page.layout).path.length : 0).replace(/^\//, '');
  const place = path === '' ? { index: true as const } : { path };
  if (page.redirectTo) {
    const to = fillPath(pageInfo(page.redirectTo).path);
    return { ...place, loader: () => redirect(to) };
  }
  const route: RouteObject = { ...place, id: name, lazy: lazyModule(page.module ?? '') };
  const prefetch = PREFETCH[name];
  if (prefetch) route.loader = prefetch;
  const children = PAGE_NAMES.filter((child) => pageInfo(child).layout === name);
  if (children.length > 0) route.children = children.map(pageRoute);
  return route;
}

/** The routes of the pages outside any layout that `access` lets in. */
const topLevel = (access: PageAccess) =>
  PAGE_NAMES.filter((name) => !pageInfo(name).layout && pageInfo(name).access === access).map(pageRoute);

/** SPEC §2's route table, read from src/shared/pages.ts, with DESIGN.md's item ids. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Only if the frame itself fails; page errors are caught below, inside the frame.
    errorElement: <ErrorPage />,
    children: [
      {
        id: 'pages',
        // Rendered inside the frame until the first page's chunk (and guard) are ready.
        HydrateFallback: InitialLoadingOverlay,
        errorElement: <ErrorPage />,
        children: [
          ...topLevel('public'),
          {
            // Visitors go to sign in, and come back afterwards.
            id: 'protected',
            loader: requireSession(queryClient),
            children: [
              ...topLevel('member'),
              {
                id: 'admins-only',
                lazy: lazyPage(
                  () => import('./components/RequireAdmin'),
                  (module) => module.RequireAdmin,
                ),
                children: topLevel('admin'),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
