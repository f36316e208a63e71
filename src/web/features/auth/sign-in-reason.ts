import { matchRoutes } from 'react-router';
import { PAGE_NAMES, pageInfo, type PageName } from '../../../shared/pages.js';
import { safeRedirectPath } from '../../lib/safe-redirect';

/**
 * What a visitor opened before being sent to sign in, as the sign-in form names it to say why
 * (signIn.forMembers.<reason>): a link to a members' page, forwarded by a parent or from an
 * email, should not end at a bare form.
 */
export type SignInReason = 'post' | 'collaboration' | 'helpRequest' | 'update' | 'board' | 'page' | 'adminPage';

/**
 * The pages whose content is named. A post's page is public in the page table: a visitor is
 * sent to sign in from it only when the post is for members.
 */
const NAMED: Partial<Record<PageName, SignInReason>> = {
  blogPost: 'post',
  collaborationPage: 'collaboration',
  helpPage: 'helpRequest',
  updatePage: 'update',
  collaboration: 'board',
};

// Every page flat, by its whole address: matchRoutes ranks them as the router does, so
// '/create-collaboration/edit-blog/1' is the editBlog page and not the editor's catch-all.
const ROUTES = PAGE_NAMES.map((name) => ({ id: name, path: pageInfo(name).path }));

/**
 * Why the sign-in form is shown, from its `redirectTo`: the kind of page it leads back to, any
 * other page for members or administrators by who may open it; null for a public page, or none.
 */
export function signInReason(redirectTo: string | null): SignInReason | null {
  // An address off the site is never gone back to (safeRedirectPath), so it names nothing.
  const target = safeRedirectPath(redirectTo, '');
  if (!target) return null;
  const match = matchRoutes(ROUTES, target.split(/[?#]/)[0]!)?.at(-1);
  if (!match) return null;
  const name = match.route.id;
  const named = NAMED[name];
  if (named) return named;
  const { access } = pageInfo(name);
  if (access === 'member') return 'page';
  if (access === 'admin') return 'adminPage';
  return null;
}
