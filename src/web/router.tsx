import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ErrorPage } from './components/ErrorPage';
import { InitialLoadingOverlay } from './components/InitialLoadingOverlay';
import { RootLayout } from './components/RootLayout';
import { postsQueryOptions } from './features/blog/api/get-posts';
import { postQueryOptions } from './features/blog/api/get-post';
import { readPageParam } from './features/blog/components/page-param';
import { isUuid } from './lib/ids';
import { siteImagesQueryOptions } from './features/site/api/get-site-images';
import { lazyPage } from './lib/lazy-page';
import { queryClient } from './lib/query-client';
import { requireSession } from './lib/require-session';

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
const editProfilePage = lazyPage(
  () => import('./features/profile/pages/EditProfilePage'),
  (module) => module.EditProfilePage,
);
const securityPage = lazyPage(
  () => import('./features/security/pages/SecurityPage'),
  (module) => module.SecurityPage,
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
const boardPage = lazyPage(
  () => import('./features/collaboration/pages/BoardPage'),
  (module) => module.BoardPage,
);
const createCollaborationPage = lazyPage(
  () => import('./features/collaboration/pages/CreateCollaborationPage'),
  (module) => module.CreateCollaborationPage,
);
const editCollaborationPage = lazyPage(
  () => import('./features/collaboration/pages/EditCollaborationPage'),
  (module) => module.EditCollaborationPage,
);
const collaborationPage = lazyPage(
  () => import('./features/collaboration/pages/CollaborationPage'),
  (module) => module.CollaborationPage,
);
const helpPage = lazyPage(
  () => import('./features/collaboration/pages/HelpPage'),
  (module) => module.HelpPage,
);
const updatePage = lazyPage(
  () => import('./features/collaboration/pages/UpdatePage'),
  (module) => module.UpdatePage,
);
const editAreaLayout = lazyPage(
  () => import('./features/collaboration/pages/EditAreaLayout'),
  (module) => module.EditAreaLayout,
);
const changeDescriptionPage = lazyPage(
  () => import('./features/collaboration/pages/ChangeDescriptionPage'),
  (module) => module.ChangeDescriptionPage,
);
const changeContentPage = lazyPage(
  () => import('./features/collaboration/pages/ChangeContentPage'),
  (module) => module.ChangeContentPage,
);
const addPeoplePage = lazyPage(
  () => import('./features/collaboration/pages/AddPeoplePage'),
  (module) => module.AddPeoplePage,
);
const changeStatusPage = lazyPage(
  () => import('./features/collaboration/pages/ChangeStatusPage'),
  (module) => module.ChangeStatusPage,
);
const createHelpPage = lazyPage(
  () => import('./features/collaboration/pages/CreateHelpPage'),
  (module) => module.CreateHelpPage,
);
const manageHelpPage = lazyPage(
  () => import('./features/collaboration/pages/ManageHelpPage'),
  (module) => module.ManageHelpPage,
);
const postUpdatePage = lazyPage(
  () => import('./features/collaboration/pages/PostUpdatePage'),
  (module) => module.PostUpdatePage,
);
const manageUpdatesPage = lazyPage(
  () => import('./features/collaboration/pages/ManageUpdatesPage'),
  (module) => module.ManageUpdatesPage,
);
const adminLayout = lazyPage(
  () => import('./features/admin/pages/AdminLayout'),
  (module) => module.AdminLayout,
);
const membersPage = lazyPage(
  () => import('./features/admin/pages/MembersPage'),
  (module) => module.MembersPage,
);
const moderationPage = lazyPage(
  () => import('./features/admin/pages/ModerationPage'),
  (module) => module.ModerationPage,
);
const messagesPage = lazyPage(
  () => import('./features/admin/pages/MessagesPage'),
  (module) => module.MessagesPage,
);
const auditPage = lazyPage(
  () => import('./features/admin/pages/AuditPage'),
  (module) => module.AuditPage,
);

const homePage = lazyPage(
  () => import('./features/site/pages/HomePage'),
  (module) => module.HomePage,
);
const aboutPage = lazyPage(
  () => import('./features/site/pages/AboutPage'),
  (module) => module.AboutPage,
);
const projectPage = lazyPage(
  () => import('./features/site/pages/ProjectPage'),
  (module) => module.ProjectPage,
);
const contactPage = lazyPage(
  () => import('./features/site/pages/ContactPage'),
  (module) => module.ContactPage,
);
const privacyPage = lazyPage(
  () => import('./features/site/pages/PrivacyPage'),
  (module) => module.PrivacyPage,
);
const licensingPage = lazyPage(
  () => import('./features/site/pages/LicensingPage'),
  (module) => module.LicensingPage,
);

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
          { index: true, loader: prefetchSiteImages, lazy: homePage },
          { path: 'about', lazy: aboutPage },
          { path: 'signin', lazy: signInPage },
          { path: 'preview', lazy: previewPage },
          { path: 'blog/:page', loader: prefetchBlogList, lazy: blogListPage },
          { path: 'blog-post/:postId', loader: prefetchBlogPost, lazy: blogPostPage },
          { path: 'project', loader: prefetchSiteImages, lazy: projectPage },
          { path: 'contact', lazy: contactPage },
          { path: 'privacy', lazy: privacyPage },
          { path: 'licensing', lazy: licensingPage },
          {
            id: 'protected',
            loader: requireSession(queryClient),
            children: [
              { path: 'profile', lazy: profileHubPage },
              { path: 'blog-creation', lazy: blogCreationPage },
              { path: 'your-blogs/:page', lazy: yourBlogsPage },
              { path: 'edit-profile', lazy: editProfilePage },
              // DESIGN.md: the Security screen SPEC's multi-factor lacked, reached from the profile hub.
              { path: 'security', lazy: securityPage },
              { path: 'collaboration', lazy: boardPage },
              // The editor's modes (SPEC §2 "Editor") dispatch here, each mode its own page and
              // chunk: a static segment outranks :editMode. Other modes (and edit modes without
              // an id) fall through to the 404.
              { path: 'create-collaboration/edit-blog/:id', lazy: editBlogPage },
              { path: 'create-collaboration/create-collaboration', lazy: createCollaborationPage },
              { path: 'create-collaboration/edit-collaboration/:id', lazy: editCollaborationPage },
              { path: 'create-collaboration/:editMode/:id?', lazy: notFoundPage },
              { path: 'collaboration-page/:status/:id', lazy: collaborationPage },
              { path: 'help-page/:id/:itemId', lazy: helpPage },
              { path: 'update-page/:id/:itemId', lazy: updatePage },
              {
                path: 'collaboration-page-edit/:id',
                lazy: editAreaLayout,
                children: [
                  { index: true, lazy: changeDescriptionPage },
                  // SPEC's shape: the inner :id repeats the collaboration's id, and the editor
                  // reads the same `id` param here and under /create-collaboration.
                  { path: 'change-content/:editMode/:id', lazy: changeContentPage },
                  { path: 'members', lazy: addPeoplePage },
                  { path: 'status', lazy: changeStatusPage },
                  { path: 'create-help', lazy: createHelpPage },
                  { path: 'manage-help', lazy: manageHelpPage },
                  { path: 'post-update', lazy: postUpdatePage },
                  { path: 'manage-updates', lazy: manageUpdatesPage },
                ],
              },
              {
                // DESIGN.md's admin area. The layout tells members it is not for them; the
                // server refuses them anyway.
                path: 'admin',
                lazy: adminLayout,
                children: [
                  { index: true, loader: () => redirect('/admin/members') },
                  { path: 'members', lazy: membersPage },
                  { path: 'moderation', lazy: moderationPage },
                  { path: 'messages', lazy: messagesPage },
                  { path: 'audit', lazy: auditPage },
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
