import { definePolicy } from '../../lib/policy.js';
import { isAdmin } from '../../people/roles.js';
import type { AuthUser } from '../../plugins/auth.js';

interface PostAccess {
  /** Null for a post kept from an erased member: only admins change it. */
  authorId: string | null;
  unpublishedAt: Date | null;
  audience: 'everyone' | 'members';
}

const authorOrAdmin = (user: AuthUser | null, post: Pick<PostAccess, 'authorId'>) => isAdmin(user) || (user !== null && post.authorId === user.id);

/**
 * Who may do what with a post (visitors are `null`). Anyone reads a published post for
 * everyone, and members one for members only (a visitor is asked to sign in, `readAsVisitor`);
 * one an admin unpublished is read only by its author (to mend it) and by admins, and everyone
 * else is told it does not exist, as if it had been deleted. Any member writes; only the author or
 * an admin edits or deletes; admins unpublish and publish again.
 */
export const postPolicy = definePolicy<AuthUser | null>()({
  rules: {
    read: (user, post: PostAccess) => (post.unpublishedAt === null && (post.audience === 'everyone' || user !== null)) || authorOrAdmin(user, post),
    update: authorOrAdmin,
    delete: authorOrAdmin,
    moderate: (user) => isAdmin(user),
  },
  denied: { read: 'members_only', update: 'own_posts_edit', delete: 'own_posts_delete', moderate: 'admins_only' },
  abilities: { canEdit: 'update', canDelete: 'delete', canModerate: 'moderate' },
});
export type PostAbilities = ReturnType<typeof postPolicy.abilities>;
