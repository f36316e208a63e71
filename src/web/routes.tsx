import type { LoaderFunction, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { fillPath, PAGE_NAMES, pageInfo, type PageAccess, type PageName } from '../shared/pages.js';
import { ErrorPage } from './shell/ErrorPage';
import { InitialLoadingOverlay } from './shell/InitialLoadingOverlay';
import { RootLayout } from './shell/RootLayout';
import { lazyPage } from './lib/lazy-page';
import { lazyModule } from './page-modules';

/** Loaders of some pages, by name: the browser's prefetch their data, the server's fill it in (entry-server.tsx). */
export type PageLoaders = Partial<Record<PageName, LoaderFunction>>;

/**
 * The route table, read from src/shared/pages.ts (decision 0011), each route's id its page's
 * name. The same routes serve the browser (router.tsx) and the server's rendering
 * (entry-server.tsx), which differ only in how a page's data is had and in the sign-in
 * guard, so the first render in the browser matches the server's HTML.
 */
export function createRoutes(pageLoaders: PageLoaders, requireSignIn: LoaderFunction): RouteObject[] {
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
    const route: RouteObject = { ...place, id: name, lazy: lazyModule(page.module ?? '', page.messages ?? []) };
    const loader = pageLoaders[name];
    if (loader) route.loader = loader;
    const children = PAGE_NAMES.filter((child) => pageInfo(child).layout === name);
    if (children.length > 0) route.children = children.map(pageRoute);
    return route;
  }

  /** The routes of the pages outside any layout that `access` lets in. */
  const topLevel = (access: PageAccess) =>
    PAGE_NAMES.filter((name) => !pageInfo(name).layout && pageInfo(name).access === access).map(pageRoute);

  return [
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
              loader: requireSignIn,
              children: [
                ...topLevel('member'),
                {
                  id: 'admins-only',
                  lazy: lazyPage(
                    () => import('./shell/RequireAdmin'),
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
}
