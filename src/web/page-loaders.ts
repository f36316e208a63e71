import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { PageAddress, PageDataSource } from '../shared/page-data.js';
import type { i18n } from './lib/i18n';
import type { PageDataDescriptor } from './lib/page-data';
import type { PageLoaders } from './routes';

/**
 * Every page's data descriptor (`features/<name>/pages/<Page>.data.ts`, each exporting
 * `pageData`), gathered at build time: adding one is all it takes for the browser to prefetch
 * the page's data and for the server to render it.
 */
const DESCRIPTORS = Object.values(import.meta.glob<{ pageData: PageDataDescriptor }>('./features/*/pages/*.data.ts', { eager: true })).map(
  (module) => module.pageData,
);

/** What prefetchQuery takes: a descriptor's query is each page's own queryOptions. */
type FetchOptions = Parameters<QueryClient['prefetchQuery']>[0];

/** The address a loader is given, as a descriptor reads it. */
const addressOf = ({ params, request }: LoaderFunctionArgs): PageAddress => ({ params, query: new URL(request.url).searchParams });

/**
 * The browser's loaders: each page that prefetches asks for its data while its chunk is still
 * on its way, instead of after it arrives, as its reader reads it. Not awaited: the page shows
 * its own loading and error states.
 */
export function browserPageLoaders(queryClient: QueryClient, readerOf: () => 'visitor' | 'member'): PageLoaders {
  return Object.fromEntries(
    DESCRIPTORS.filter((descriptor) => descriptor.prefetch).map((descriptor) => [
      descriptor.page,
      (args: LoaderFunctionArgs) => {
        const query = descriptor.query(addressOf(args), readerOf());
        if (query) void queryClient.prefetchQuery(query as FetchOptions);
        return null;
      },
    ]),
  );
}

/**
 * The server's loaders: each fills the request's query client with what the page's query would
 * fetch, from the server's own cached presenters (no HTTP to itself), as a visitor reads it; an
 * address the page would correct redirects first.
 */
export function serverPageLoaders(queryClient: QueryClient, source: PageDataSource, t: typeof i18n.t): PageLoaders {
  return Object.fromEntries(
    DESCRIPTORS.map((descriptor) => [
      descriptor.page,
      async (args: LoaderFunctionArgs) => {
        const address = addressOf(args);
        const to = descriptor.redirect?.(address);
        if (to) return redirect(to);
        const query = descriptor.query(address, 'visitor');
        if (!query) return null;
        let answer: unknown;
        try {
          const data = await source(descriptor.page, address);
          answer = descriptor.fromServer ? descriptor.fromServer(data as never, t) : data;
        } catch (error) {
          // The page shows the error, as it would the API's.
          await queryClient.prefetchQuery({ ...(query as FetchOptions), queryFn: () => Promise.reject(error) });
          return null;
        }
        if (answer !== undefined) queryClient.setQueryData(query.queryKey, answer);
        return null;
      },
    ]),
  );
}
