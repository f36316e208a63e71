import { INVITATION_ACCEPT_PATH } from './constants.js';

/**
 * Every page of the web app, listed once: its address, who may open it, the module that
 * draws it and where the HTML's title and description come from. The web router and path
 * helpers and the server's page rendering all read this table (decision 0011).
 */

/** Who may open a page: anyone, signed-in members, or administrators (members see a refusal). */
export type PageAccess = 'public' | 'member' | 'admin';

/**
 * Where the title and description of a page's HTML come from (what shared links, crawlers and
 * the browser's tab show before the app runs): 'written', in each language, with the app's
 * titles (src/shared/texts/<language>/pages.ts), or 'resolved' from data for each address by the
 * feature that shows it (plugins/page-meta.ts). None: the site's own title.
 */
export type PageMetaSource = 'written' | 'resolved';

/**
 * The parts of the web app's catalogue (src/web/locales/<language>/<part>.ts). The shell is
 * loaded with the app; a page loads the parts its entry names, with its chunk.
 */
export const MESSAGE_PARTS = [
  'shell',
  'editor',
  'auth',
  'profile',
  'security',
  'admin',
  'blog',
  'collaboration',
  'home',
  'about',
  'project',
  'contact',
  'privacy',
  'licensing',
  'search',
  'review',
  'invitations',
  'children',
  'requests',
  'consent',
  'pictures',
  'comments',
  'reports',
  'reactions',
  'mentions',
] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

type PageEntry = {
  /**
   * React Router's pattern for the whole address ('/blog-post/:postId', ':id?' for an optional
   * segment, '*' for every address no other page takes). A page inside a layout repeats the
   * layout's address first; the same address as its layout makes it the layout's index.
   */
  readonly path: string;
  readonly access: PageAccess;
  /** The layout page whose outlet shows this page, by name. */
  readonly layout?: string;
} & (
  | {
      /**
       * The page's module, under src/web and without extension; it exports a component named
       * like the file. Each module is its own chunk, loaded when its page is first visited.
       */
      readonly module: string;
      /**
       * The parts of the catalogue whose texts the page shows beside the shell's, loaded in the
       * reader's language with its chunk (a test follows the module's imports to check them).
       */
      readonly messages: readonly MessagePart[];
      readonly meta?: PageMetaSource;
      /** API answers a page the browser draws needs at once, fetched with its HTML while the scripts load. */
      readonly preloadData?: readonly string[];
      /**
       * The page's HTML is rendered on the server, its content readable before any script runs
       * and then hydrated (decision 0017). Only public content pages: what a member sees, and
       * forms, stay rendered in the browser.
       */
      readonly serverRendered?: true;
      /** Its HTML depends on the address's query string (a search's words): rendered for each, never kept. */
      readonly readsQuery?: true;
    }
  /** An address with no page of its own: it sends the visitor to another page. */
  | { readonly redirectTo: string }
);

/** The site's agreed addresses and those added since, with the web's own names for them. */
export const PAGES = {
  home: { path: '/', access: 'public', module: 'features/site/pages/HomePage', messages: ['home'], meta: 'resolved', serverRendered: true },
  about: {
    path: '/about',
    access: 'public',
    serverRendered: true,
    module: 'features/site/pages/AboutPage',
    messages: ['about'],
    meta: 'written',
  },
  signIn: { path: '/signin', access: 'public', module: 'features/auth/pages/SignInPage', messages: ['auth'] },
  // A forgotten password is reset by a link in the mail, if the site can send mail (decision 0013).
  forgotPassword: {
    path: '/forgot-password',
    access: 'public',
    module: 'features/auth/pages/ForgotPasswordPage',
    messages: ['auth'],
    meta: 'written',
  },
  resetPassword: {
    path: '/reset-password',
    access: 'public',
    module: 'features/auth/pages/ResetPasswordPage',
    messages: ['auth'],
    meta: 'written',
  },
  // The page an invitation's link opens (INVITATION_ACCEPT_PATH, ?token=…): drawn in the browser
  // only, so the token never meets the page cache; its title is written, for a link shared in a chat.
  join: { path: INVITATION_ACCEPT_PATH, access: 'public', module: 'features/invitations/pages/JoinPage', messages: ['invitations'], meta: 'written' },
  preview: { path: '/preview', access: 'public', module: 'features/posts/pages/PreviewPage', messages: ['blog', 'editor'] },
  blogList: { path: '/blog/:page', access: 'public', module: 'features/posts/pages/BlogListPage', messages: ['blog'], meta: 'resolved', serverRendered: true, readsQuery: true },
  // 'review': a teacher's decision under a post that waits for it; 'pictures': who is in its pictures.
  blogPost: { path: '/blog-post/:postId', access: 'public', module: 'features/posts/pages/BlogPostPage', messages: ['blog', 'review', 'pictures', 'comments', 'reports', 'reactions', 'mentions'], meta: 'resolved', serverRendered: true },
  project: {
    path: '/project',
    access: 'public',
    serverRendered: true,
    module: 'features/site/pages/ProjectPage',
    messages: ['project'],
    meta: 'written',
    preloadData: ['/api/site'],
  },
  // One project's own page: its description and picture for everyone, who is in it for members.
  projectSpace: {
    path: '/project/:slug',
    access: 'public',
    serverRendered: true,
    module: 'features/projects/pages/ProjectSpacePage',
    // Its latest posts are the blog's cards, in the blog's words; its collaborations the board's.
    messages: ['project', 'blog', 'collaboration'],
    meta: 'resolved',
  },
  contact: {
    path: '/contact',
    access: 'public',
    serverRendered: true,
    module: 'features/site/pages/ContactPage',
    messages: ['contact'],
    meta: 'written',
  },
  privacy: {
    path: '/privacy',
    access: 'public',
    serverRendered: true,
    module: 'features/site/pages/PrivacyPage',
    messages: ['privacy'],
    meta: 'written',
  },
  // Anyone searches the published posts; members also collaborations and people. Rendered
  // for each query, as a visitor finds (plugins/spa.ts); never kept in the cache.
  search: { path: '/search', access: 'public', module: 'features/search/pages/SearchPage', messages: ['search'], meta: 'written', serverRendered: true, readsQuery: true },
  licensing: {
    path: '/licensing',
    access: 'public',
    serverRendered: true,
    module: 'features/site/pages/LicensingPage',
    messages: ['licensing'],
    meta: 'written',
  },

  profile: { path: '/profile', access: 'member', module: 'features/profile/pages/ProfileHubPage', messages: ['profile'] },
  // Every notification of the member, and their choice of a daily email (words in the shell, with the bell's).
  notifications: { path: '/notifications', access: 'member', module: 'features/notifications/pages/NotificationsPage', messages: [] },
  blogCreation: { path: '/blog-creation', access: 'member', module: 'features/posts/pages/BlogCreationPage', messages: ['blog', 'editor', 'pictures'] },
  yourBlogs: { path: '/your-blogs/:page', access: 'member', module: 'features/posts/pages/YourBlogsPage', messages: ['blog'] },
  editProfile: { path: '/edit-profile', access: 'member', module: 'features/profile/pages/EditProfilePage', messages: ['profile', 'editor', 'pictures'] },
  // The Security screen, reached from the profile hub: the second sign-in factor, which had no
  // screen of its own before, beside sessions, the password and the member's own data.
  security: { path: '/security', access: 'member', module: 'features/account/pages/SecurityPage', messages: ['security'] },
  // What pupils wrote, waiting for a teacher's or an admin's review. Members may open it and
  // are told it is not for them (the server refuses them the queue anyway).
  review: { path: '/review', access: 'member', module: 'features/review/pages/ReviewPage', messages: ['review'] },
  // Teachers and admins invite people (there is no public sign-up); other members are told it is
  // not for them, as on the review queue (the server refuses them anyway).
  invitations: { path: '/invitations', access: 'member', module: 'features/invitations/pages/InvitationsPage', messages: ['invitations'] },
  // A guardian's children and all their work in every state, with what the guardian asked of it.
  // Other members are told it is for guardians (the server gives them no children).
  children: { path: '/children', access: 'member', module: 'features/children/pages/ChildrenPage', messages: ['children', 'consent'] },
  // Guardians' requests to hide a child's work or erase a child's account, for teachers and
  // admins to decide; other members are told it is not for them (the server refuses them).
  guardianRequests: { path: '/guardian-requests', access: 'member', module: 'features/guardian-requests/pages/GuardianRequestsPage', messages: ['requests'] },
  // What members reported and watched words flagged, for teachers and admins to decide on (decision
  // 0044); other members are told it is not for them (the server refuses them).
  moderation: { path: '/moderation', access: 'member', module: 'features/moderation/pages/ModerationPage', messages: ['reports'] },
  // A pupil's comment waiting for review, under the title of its post, for reviewers to decide on.
  commentReview: { path: '/comment-review/:id', access: 'member', module: 'features/comments/pages/CommentReviewPage', messages: ['comments', 'review', 'pictures'] },
  // A pupil's change to their profile, as their card will look, for them and reviewers.
  profileChange: { path: '/profile-change/:userId', access: 'member', module: 'features/profile/pages/ProfileChangePage', messages: ['profile', 'review', 'pictures'] },
  collaboration: { path: '/collaboration', access: 'member', module: 'features/collaborations/pages/BoardPage', messages: ['collaboration'] },
  // The editor's one agreed address; each mode with a page of its own is a static segment, which
  // outranks :editMode (decision 0004). Other modes, and edit modes without an id, are a 404.
  editor: { path: '/create-collaboration/:editMode/:id?', access: 'member', module: 'shell/NotFoundPage', messages: [] },
  editBlog: { path: '/create-collaboration/edit-blog/:id', access: 'member', module: 'features/posts/pages/EditBlogPage', messages: ['blog', 'editor', 'pictures'] },
  createCollaboration: {
    path: '/create-collaboration/create-collaboration',
    access: 'member',
    module: 'features/collaborations/pages/CreateCollaborationPage',
    messages: ['collaboration', 'editor', 'pictures'],
  },
  editCollaboration: {
    path: '/create-collaboration/edit-collaboration/:id',
    access: 'member',
    module: 'features/collaborations/pages/EditCollaborationPage',
    messages: ['collaboration', 'editor', 'pictures'],
  },
  collaborationPage: {
    path: '/collaboration-page/:status/:id',
    access: 'member',
    module: 'features/collaborations/pages/CollaborationPage',
    // A teacher decides on a pupil's new collaboration on its page, saying who is in its pictures.
    messages: ['collaboration', 'review', 'pictures'],
  },
  // A pupil's change to a collaboration's title, picture and description, as it will look,
  // beside what is shown until a teacher approves it.
  collaborationChange: {
    path: '/collaboration-change/:id',
    access: 'member',
    module: 'features/collaborations/pages/CollaborationChangePage',
    messages: ['collaboration', 'review', 'pictures'],
  },
  // An author changes their item there while it is not live ('editor'), a teacher decides on it ('review').
  helpPage: { path: '/help-page/:id/:itemId', access: 'member', module: 'features/collaborations/pages/HelpPage', messages: ['collaboration', 'editor', 'review', 'pictures', 'reactions', 'reports', 'mentions', 'comments'] },
  updatePage: { path: '/update-page/:id/:itemId', access: 'member', module: 'features/collaborations/pages/UpdatePage', messages: ['collaboration', 'editor', 'review', 'pictures', 'reactions', 'reports', 'mentions', 'comments'] },

  collaborationEdit: { path: '/collaboration-page-edit/:id', access: 'member', module: 'features/collaborations/pages/EditAreaLayout', messages: ['collaboration'] },
  changeDescription: {
    path: '/collaboration-page-edit/:id',
    access: 'member',
    layout: 'collaborationEdit',
    module: 'features/collaborations/pages/ChangeDescriptionPage',
    messages: ['collaboration'],
  },
  // The agreed shape: the inner :id repeats the collaboration's id, and the editor reads the same
  // `id` param here and under /create-collaboration.
  changeContent: {
    path: '/collaboration-page-edit/:id/change-content/:editMode/:id',
    access: 'member',
    layout: 'collaborationEdit',
    module: 'features/collaborations/pages/ChangeContentPage',
    messages: ['collaboration', 'editor', 'pictures'],
  },
  collaborationMembers: {
    path: '/collaboration-page-edit/:id/members',
    access: 'member',
    layout: 'collaborationEdit',
    module: 'features/collaborations/pages/AddPeoplePage',
    messages: ['collaboration'],
  },
  collaborationStatus: {
    path: '/collaboration-page-edit/:id/status',
    access: 'member',
    layout: 'collaborationEdit',
    module: 'features/collaborations/pages/ChangeStatusPage',
    messages: ['collaboration'],
  },
  createHelp: {
    path: '/collaboration-page-edit/:id/create-help',
    access: 'member',
    layout: 'collaborationEdit',
    module: 'features/collaborations/pages/CreateHelpPage',
    messages: ['collaboration', 'editor', 'pictures', 'mentions'],
  },
  manageHelp: {
    path: '/collaboration-page-edit/:id/manage-help',
    access: 'member',
    layout: 'collaborationEdit',
    module: 'features/collaborations/pages/ManageHelpPage',
    messages: ['collaboration'],
  },
  postUpdate: {
    path: '/collaboration-page-edit/:id/post-update',
    access: 'member',
    layout: 'collaborationEdit',
    module: 'features/collaborations/pages/PostUpdatePage',
    messages: ['collaboration', 'editor', 'pictures', 'mentions'],
  },
  manageUpdates: {
    path: '/collaboration-page-edit/:id/manage-updates',
    access: 'member',
    layout: 'collaborationEdit',
    module: 'features/collaborations/pages/ManageUpdatesPage',
    messages: ['collaboration'],
  },

  // The admin area. The server refuses members anyway; the page only tells them.
  admin: { path: '/admin', access: 'admin', module: 'features/admin/pages/AdminLayout', messages: ['admin'] },
  adminHome: { path: '/admin', access: 'admin', layout: 'admin', redirectTo: 'adminMembers' },
  adminMembers: { path: '/admin/members', access: 'admin', layout: 'admin', module: 'features/admin/pages/MembersPage', messages: ['admin', 'consent'] },
  adminModeration: { path: '/admin/moderation', access: 'admin', layout: 'admin', module: 'features/admin/pages/ModerationPage', messages: ['admin', 'blog'] },
  // The programme's projects, kept by administrators: beside the projects' own pages, in their feature.
  adminProjects: { path: '/admin/projects', access: 'admin', layout: 'admin', module: 'features/projects/pages/AdminProjectsPage', messages: ['admin', 'project', 'editor', 'pictures'] },
  adminMessages: { path: '/admin/messages', access: 'admin', layout: 'admin', module: 'features/admin/pages/MessagesPage', messages: ['admin'] },
  adminAudit: { path: '/admin/audit', access: 'admin', layout: 'admin', module: 'features/admin/pages/AuditPage', messages: ['admin'] },
  // The language the site speaks to readers who chose none.
  adminSettings: { path: '/admin/settings', access: 'admin', layout: 'admin', module: 'features/admin/pages/SettingsPage', messages: ['admin', 'reactions'] },

  notFound: { path: '*', access: 'public', module: 'shell/NotFoundPage', messages: [] },
} as const satisfies Record<string, PageEntry>;

type Pages = typeof PAGES;
export type PageName = keyof Pages;
/** A page whose HTML's title and description are written in the server's texts, in each language. */
export type WrittenPageName = { [N in PageName]: Pages[N] extends { meta: 'written' } ? N : never }[PageName];
/** A page whose HTML's meta the server works out from data; a feature registers how, by this name. */
export type ResolvedPageName = { [N in PageName]: Pages[N] extends { meta: 'resolved' } ? N : never }[PageName];

/** The table's names in its order (routes, and the server's matching, follow it). */
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** The pages whose HTML's title and description the server's texts write. */
export const WRITTEN_PAGE_NAMES = PAGE_NAMES.filter((name): name is WrittenPageName => pageInfo(name).meta === 'written');

/** One page of the table as code that reads any page sees it. */
export interface PageInfo {
  path: string;
  access: PageAccess;
  layout?: PageName;
  module?: string;
  messages?: readonly MessagePart[];
  meta?: PageMetaSource;
  preloadData?: readonly string[];
  serverRendered?: true;
  readsQuery?: true;
  redirectTo?: PageName;
}

/** A page's entry. Typed so that a layout or redirect naming no page of the table does not compile. */
export function pageInfo(name: PageName): PageInfo {
  return PAGES[name];
}

/** The source file of a page module, as Vite's build manifest names it ('src/web/features/…/X.tsx'). */
export function pageModuleFile(module: string): string {
  return `src/web/${module}.tsx`;
}

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;
/** The parameters an address pattern needs, e.g. `{ postId }` for '/blog-post/:postId'. */
export type PathParams<P extends string> = { [K in RequiredParam<Segments<P>>]: string | number } & {
  [K in OptionalParam<Segments<P>>]?: string | number;
};
type ParamsOf<N extends PageName> = PathParams<Pages[N]['path']>;

/**
 * The address of a page, its parameters encoded, e.g. pagePath('blogPost', { postId }) is
 * '/blog-post/<postId>'. An optional parameter left out drops its segment.
 */
export function pagePath<N extends PageName>(
  name: N,
  ...[params]: keyof ParamsOf<N> extends never ? [] : [ParamsOf<N>]
): string {
  return fillPath(PAGES[name].path, params);
}

/** An address pattern with its parameters filled in and encoded (see pagePath, its typed form). */
export function fillPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const segments = pattern.split('/').filter(Boolean);
  const filled = segments.flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined) {
      if (optional) return [];
      throw new Error(`The address ${pattern} needs its ${key}.`);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/${filled.join('/')}`;
}
