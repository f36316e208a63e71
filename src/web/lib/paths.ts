/**
 * Builders for every route of SPEC §2, so links are typed and a path is spelled in one place.
 * The route table in router.tsx registers the matching patterns.
 */

/** What the shared editor edits (SPEC §2 "Editor"). */
export type EditMode = 'create-collaboration' | 'edit-collaboration' | 'edit-blog';
/** A collaboration's status as it appears in its page's address. */
export type CollaborationStatus = 'active' | 'inactive' | 'completed' | 'deleted';

const segment = (value: string | number) => encodeURIComponent(String(value));

function collaborationEdit(id: string) {
  return `/collaboration-page-edit/${segment(id)}`;
}

export const paths = {
  home: () => '/',
  about: () => '/about',
  signIn: (redirectTo?: string) =>
    redirectTo ? `/signin?redirectTo=${encodeURIComponent(redirectTo)}` : '/signin',
  preview: () => '/preview',
  blog: (page: number) => `/blog/${segment(page)}`,
  blogPost: (postId: string) => `/blog-post/${segment(postId)}`,
  project: () => '/project',
  contact: () => '/contact',
  privacy: () => '/privacy',
  licensing: () => '/licensing',

  profile: () => '/profile',
  blogCreation: () => '/blog-creation',
  yourBlogs: (page: number) => `/your-blogs/${segment(page)}`,
  editProfile: () => '/edit-profile',
  security: () => '/security',
  /** The admin area; its own pages are addressed in features/admin. */
  admin: () => '/admin',
  collaboration: () => '/collaboration',
  createCollaboration: (editMode: EditMode, id?: string) =>
    id === undefined ? `/create-collaboration/${editMode}` : `/create-collaboration/${editMode}/${segment(id)}`,
  collaborationPage: (status: CollaborationStatus, id: string) => `/collaboration-page/${status}/${segment(id)}`,
  helpPage: (id: string, itemId: string) => `/help-page/${segment(id)}/${segment(itemId)}`,
  updatePage: (id: string, itemId: string) => `/update-page/${segment(id)}/${segment(itemId)}`,

  collaborationEdit,
  changeContent: (id: string, editMode: EditMode) =>
    `${collaborationEdit(id)}/change-content/${editMode}/${segment(id)}`,
  collaborationMembers: (id: string) => `${collaborationEdit(id)}/members`,
  collaborationStatus: (id: string) => `${collaborationEdit(id)}/status`,
  createHelp: (id: string) => `${collaborationEdit(id)}/create-help`,
  manageHelp: (id: string) => `${collaborationEdit(id)}/manage-help`,
  postUpdate: (id: string) => `${collaborationEdit(id)}/post-update`,
  manageUpdates: (id: string) => `${collaborationEdit(id)}/manage-updates`,
} as const;
