import './lib/i18n';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../shared/languages.js';
import type { PageDataSource, RenderedPage, ServerEntry } from '../shared/page-data.js';
import { MESSAGE_PARTS } from '../shared/pages.js';
import { AppShell } from './app-shell';
import { i18n } from './lib/i18n';
import { loadMessages } from './lib/messages';
import { serializePageState } from './lib/page-state';
import { serverPageLoaders } from './page-loaders';
import { createRoutes } from './routes';

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
  const handler = createStaticHandler(createRoutes(serverPageLoaders(queryClient, source, translation.t), refuseMemberPages));
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
