import { pagePath } from '../../shared/pages.js';

/**
 * Builders for the address of every page, so links are typed. Each comes from the page's
 * pattern in src/shared/pages.ts, the table the router also reads.
 */

/** What the shared editor edits. */
export type EditMode = 'create-collaboration' | 'edit-collaboration' | 'edit-blog';
/** A collaboration's status as it appears in its page's address. */
export type CollaborationStatus = 'active' | 'inactive' | 'completed' | 'deleted';
/** What the audit log is narrowed to in its address; empty or missing means "any". */
export type AuditAddressFilter = { userId?: string; action?: string };

export const paths = {
  home: () => pagePath('home'),
  about: () => pagePath('about'),
  signIn: (redirectTo?: string) =>
    redirectTo ? `${pagePath('signIn')}?redirectTo=${encodeURIComponent(redirectTo)}` : pagePath('signIn'),
  forgotPassword: () => pagePath('forgotPassword'),
  resetPassword: () => pagePath('resetPassword'),
  preview: () => pagePath('preview'),
  blog: (page: number) => pagePath('blogList', { page }),
  blogPost: (postId: string) => pagePath('blogPost', { postId }),
  project: () => pagePath('project'),
  /** One project's own page. */
  projectSpace: (slug: string) => pagePath('projectSpace', { slug }),
  contact: () => pagePath('contact'),
  privacy: () => pagePath('privacy'),
  licensing: () => pagePath('licensing'),
  /** The search page, for `q` when there is one (a kind other than 'all' and a page past the first when given). */
  search: (q?: string, kind?: string, page?: number) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (kind && kind !== 'all') params.set('kind', kind);
    if (page && page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `${pagePath('search')}?${query}` : pagePath('search');
  },

  profile: () => pagePath('profile'),
  blogCreation: () => pagePath('blogCreation'),
  yourBlogs: (page: number) => pagePath('yourBlogs', { page }),
  editProfile: () => pagePath('editProfile'),
  security: () => pagePath('security'),
  notifications: () => pagePath('notifications'),
  review: () => pagePath('review'),
  invitations: () => pagePath('invitations'),
  children: () => pagePath('children'),
  guardianRequests: () => pagePath('guardianRequests'),
  moderation: () => pagePath('moderation'),
  profileChange: (userId: string) => pagePath('profileChange', { userId }),
  commentReview: (id: string) => pagePath('commentReview', { id }),
  collaboration: () => pagePath('collaboration'),
  /** Every mode's address (decision 0004): modes with a page of their own match its pattern too. */
  createCollaboration: (editMode: EditMode, id?: string) => pagePath('editor', { editMode, id }),
  collaborationPage: (status: CollaborationStatus, id: string) => pagePath('collaborationPage', { status, id }),
  collaborationChange: (id: string) => pagePath('collaborationChange', { id }),
  helpPage: (id: string, itemId: string) => pagePath('helpPage', { id, itemId }),
  updatePage: (id: string, itemId: string) => pagePath('updatePage', { id, itemId }),
  /** An update's or help request's page, by which of the two it is. */
  itemPage: (kind: 'update' | 'help', id: string, itemId: string) => pagePath(kind === 'help' ? 'helpPage' : 'updatePage', { id, itemId }),

  collaborationEdit: (id: string) => pagePath('collaborationEdit', { id }),
  changeContent: (id: string, editMode: EditMode) => pagePath('changeContent', { id, editMode }),
  collaborationMembers: (id: string) => pagePath('collaborationMembers', { id }),
  collaborationStatus: (id: string) => pagePath('collaborationStatus', { id }),
  createHelp: (id: string) => pagePath('createHelp', { id }),
  manageHelp: (id: string) => pagePath('manageHelp', { id }),
  postUpdate: (id: string) => pagePath('postUpdate', { id }),
  manageUpdates: (id: string) => pagePath('manageUpdates', { id }),

  admin: () => pagePath('admin'),
  adminMembers: () => pagePath('adminMembers'),
  adminModeration: () => pagePath('adminModeration'),
  adminMessages: () => pagePath('adminMessages'),
  adminProjects: () => pagePath('adminProjects'),
  adminSettings: () => pagePath('adminSettings'),
  adminAudit: (filter: AuditAddressFilter = {}) => {
    const search = new URLSearchParams();
    if (filter.userId) search.set('userId', filter.userId);
    if (filter.action) search.set('action', filter.action);
    const text = search.toString();
    return text ? `${pagePath('adminAudit')}?${text}` : pagePath('adminAudit');
  },
} as const;
