import { forbidden } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';

export type PostAction = 'update' | 'delete';

/** Anyone reads and any member writes; only the author or an admin changes or deletes a post. */
export function authorizePost(user: AuthUser, action: PostAction, post: { authorId: string }): void {
  if (user.role === 'admin' || post.authorId === user.id) return;
  throw forbidden(action === 'update' ? 'You can only edit your own posts.' : 'You can only delete your own posts.');
}

/** What the caller may do with a post, so the page shows only the controls the server allows. */
export function postAbilities(user: AuthUser | null, post: { authorId: string }) {
  const mayChange = user !== null && (user.role === 'admin' || post.authorId === user.id);
  return { canEdit: mayChange, canDelete: mayChange };
}
