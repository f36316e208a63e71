import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from './components/ErrorPage';
import { InitialLoadingOverlay } from './components/InitialLoadingOverlay';
import { RootLayout } from './components/RootLayout';
import { requireSession } from './features/auth/require-session';
import { lazyPage } from './lib/lazy-page';
import { queryClient } from './lib/query-client';

// Each page is its own chunk, fetched when its route is first visited.
const notFoundPage = lazyPage(
  () => import('./components/NotFoundPage'),
  (module) => module.NotFoundPage,
);
const signInPage = lazyPage(
  () => import('./features/auth/pages/SignInPage'),
  (module) => module.SignInPage,
);
const profileHubPage = lazyPage(
  () => import('./features/profile/pages/ProfileHubPage'),
  (module) => module.ProfileHubPage,
);

// Pages land with their own issues. Until then their paths are registered, so the table
// is whole and the guard already applies, and they answer with the real 404 page.
const notBuiltYet = notFoundPage;

/** SPEC §2's route table, with DESIGN.md's item ids instead of array indices. */
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
          { index: true, lazy: notBuiltYet },
          { path: 'about', lazy: notBuiltYet },
          { path: 'signin', lazy: signInPage },
          { path: 'preview', lazy: notBuiltYet },
          { path: 'blog/:page', lazy: notBuiltYet },
          { path: 'blog-post/:postId', lazy: notBuiltYet },
          { path: 'project', lazy: notBuiltYet },
          { path: 'contact', lazy: notBuiltYet },
          { path: 'privacy', lazy: notBuiltYet },
          { path: 'licensing', lazy: notBuiltYet },
          {
            id: 'protected',
            loader: requireSession(queryClient),
            children: [
              { path: 'profile', lazy: profileHubPage },
              { path: 'blog-creation', lazy: notBuiltYet },
              { path: 'your-blogs/:page', lazy: notBuiltYet },
              { path: 'edit-profile', lazy: notBuiltYet },
              { path: 'collaboration', lazy: notBuiltYet },
              { path: 'create-collaboration/:editMode/:id?', lazy: notBuiltYet },
              { path: 'collaboration-page/:status/:id', lazy: notBuiltYet },
              { path: 'help-page/:id/:itemId', lazy: notBuiltYet },
              { path: 'update-page/:id/:itemId', lazy: notBuiltYet },
              {
                path: 'collaboration-page-edit/:id',
                lazy: notBuiltYet,
                children: [
                  { index: true, lazy: notBuiltYet },
                  // SPEC's shape: the inner :id repeats the collaboration's id, and the editor
                  // reads the same `id` param here and under /create-collaboration.
                  { path: 'change-content/:editMode/:id', lazy: notBuiltYet },
                  { path: 'members', lazy: notBuiltYet },
                  { path: 'status', lazy: notBuiltYet },
                  { path: 'create-help', lazy: notBuiltYet },
                  { path: 'manage-help', lazy: notBuiltYet },
                  { path: 'post-update', lazy: notBuiltYet },
                  { path: 'manage-updates', lazy: notBuiltYet },
                ],
              },
            ],
          },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
