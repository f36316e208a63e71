import { forbidden } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';

export type PostAction = 'update' | 'delete';

interface PostAccess {
  authorId: string;
  unpublishedAt: Date | null;
}

/** Anyone reads and any member writes; only the author or an admin changes or deletes a post. */
export function authorizePost(user: AuthUser, action: PostAction, post: Pick<PostAccess, 'authorId'>): void {
  if (user.role === 'admin' || post.authorId === user.id) return;
  throw forbidden(action === 'update' ? 'You can only edit your own posts.' : 'You can only delete your own posts.');
}

/**
 * A post an admin unpublished is read only by its author (to mend it) and by admins;
 * everyone else is told it does not exist, as if it had been deleted.
 */
export function mayReadPost(user: AuthUser | null, post: PostAccess): boolean {
  return post.unpublishedAt === null || (user !== null && (user.role === 'admin' || post.authorId === user.id));
}

/** What the caller may do with a post, so the page shows only the controls the server allows. */
export function postAbilities(user: AuthUser | null, post: Pick<PostAccess, 'authorId'>) {
  const mayChange = user !== null && (user.role === 'admin' || post.authorId === user.id);
  return { canEdit: mayChange, canDelete: mayChange, canModerate: user?.role === 'admin' };
}
export type PostAbilities = ReturnType<typeof postAbilities>;
