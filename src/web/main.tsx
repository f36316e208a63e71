import { i18n } from './lib/i18n';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppShell } from './app-shell';
import { loadProjectsMenu } from './shell/Header';
import { postKeys } from './entities/posts/post-keys';
import { loadMessages } from './lib/messages';
import { readPageState } from './lib/page-state';
import { queryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { whenIdleAfterLoad } from './lib/when-idle';
import { createAppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A page the server rendered (decision 0017) carries its state: the browser takes the page
// over as it is, with the answers the server used, and asks for none of them again.
const state = readPageState();
if (state) {
  // The server's cache is emptied by every write, so its answers are as fresh as one asked for
  // now; stamping them so also keeps a browser whose clock differs from asking again at once.
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state.queries);
}
// The shell's words (header, footer, overlays) before anything renders; boot.ts has asked for
// them already, beside this chunk, so this waits for no extra round trip.
await loadMessages(['shell']);
const router = await createAppRouter(state?.router);
const app = (
  <AppShell queryClient={queryClient} i18n={i18n}>
    <RouterProvider router={router} />
  </AppShell>
);
if (state) {
  // As a transition, the hydration yields to the browser every few milliseconds instead of
  // running as one long task: it starts after the page has painted, while the reader may act.
  // The boot script's islands give the page back as the server wrote it (boot.ts; the same name there).
  document.dispatchEvent(new Event('agora:app-taking-over'));
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // The server renders a post as a visitor reads it; a member's own reading may let them edit it.
  void queryClient.ensureQueryData(sessionQueryOptions).then(
    (session) => session.user && queryClient.invalidateQueries({ queryKey: postKeys.details }),
    () => {},
  );
} else {
  // The plain shell, or a 404 page whose server text the app replaces (a post the server does
  // not show may still be one its author or an admin reads).
  createRoot(root).render(app);
}

// Once the first page is on screen and the browser rests, fetch the header's PROJECTS menu,
// so that its first press opens it at once without competing with the page itself.
function prefetchAfterFirstPage() {
  whenIdleAfterLoad(() => void loadProjectsMenu());
}
if (router.state.initialized) {
  prefetchAfterFirstPage();
} else {
  const unsubscribe = router.subscribe((routerState) => {
    if (!routerState.initialized) return;
    unsubscribe();
    prefetchAfterFirstPage();
  });
}
