import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ErrorPage } from './components/ErrorPage';
import { InitialLoadingOverlay } from './components/InitialLoadingOverlay';
import { RootLayout } from './components/RootLayout';
import { requireSession } from './features/auth/require-session';
import { postsQueryOptions } from './features/blog/api/get-posts';
import { postQueryOptions } from './features/blog/api/get-post';
import { readPageParam } from './features/blog/components/page-param';
import { isPostId } from './features/blog/components/post-id';
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
const blogListPage = lazyPage(
  () => import('./features/blog/pages/BlogListPage'),
  (module) => module.BlogListPage,
);
const blogPostPage = lazyPage(
  () => import('./features/blog/pages/BlogPostPage'),
  (module) => module.BlogPostPage,
);
const previewPage = lazyPage(
  () => import('./features/blog/pages/PreviewPage'),
  (module) => module.PreviewPage,
);
const blogCreationPage = lazyPage(
  () => import('./features/blog/pages/BlogCreationPage'),
  (module) => module.BlogCreationPage,
);
const yourBlogsPage = lazyPage(
  () => import('./features/blog/pages/YourBlogsPage'),
  (module) => module.YourBlogsPage,
);
const editBlogPage = lazyPage(
  () => import('./features/blog/pages/EditBlogPage'),
  (module) => module.EditBlogPage,
);

// The public blog pages ask for their data while their chunk is still on its way, instead of
// after it arrives. Not awaited: the page shows its own loading and error states.
function prefetchBlogList({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(postsQueryOptions(readPageParam(params.page).page));
  return null;
}
function prefetchBlogPost({ params }: LoaderFunctionArgs) {
  if (isPostId(params.postId)) void queryClient.prefetchQuery(postQueryOptions(params.postId));
  return null;
}

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
          { path: 'preview', lazy: previewPage },
          { path: 'blog/:page', loader: prefetchBlogList, lazy: blogListPage },
          { path: 'blog-post/:postId', loader: prefetchBlogPost, lazy: blogPostPage },
          { path: 'project', lazy: notBuiltYet },
          { path: 'contact', lazy: notBuiltYet },
          { path: 'privacy', lazy: notBuiltYet },
          { path: 'licensing', lazy: notBuiltYet },
          {
            id: 'protected',
            loader: requireSession(queryClient),
            children: [
              { path: 'profile', lazy: profileHubPage },
              { path: 'blog-creation', lazy: blogCreationPage },
              { path: 'your-blogs/:page', lazy: yourBlogsPage },
              { path: 'edit-profile', lazy: notBuiltYet },
              { path: 'collaboration', lazy: notBuiltYet },
              // The editor's modes (SPEC §2 "Editor") dispatch here, each mode its own page and
              // chunk: a static segment outranks :editMode. Modes without a route of their own
              // (so far create-collaboration and edit-collaboration) fall through to the 404.
              { path: 'create-collaboration/edit-blog/:id', lazy: editBlogPage },
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
