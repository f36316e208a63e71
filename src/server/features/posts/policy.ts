import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin } from '../../core/people/roles.js';
import { writesFor } from '../../core/projects/readers.js';
import type { PostAudience } from '../../../shared/constants.js';
import { postVisibility } from '../../core/visibility/posts.js';
import type { AuthUser } from '../../core/auth/auth-user.js';

interface PostAccess {
  /** Null for a post kept from an erased member: only admins change it. */
  authorId: string | null;
  unpublishedAt: Date | null;
  audience: PostAudience;
  /** The project whose people read it when its audience is 'project'. */
  projectId: string | null;
  /** Null once live; 'waiting' for a teacher, or 'sent_back' to its author. */
  review: 'waiting' | 'sent_back' | null;
}


const authorOrAdmin = (user: AuthUser | null, post: Pick<PostAccess, 'authorId'>) => isAdmin(user) || (user !== null && post.authorId === user.id);

/**
 * Who may do what with a post (visitors are `null`). Anyone reads a published post for
 * everyone, and members one for members only (a visitor is asked to sign in, `readAsVisitor`);
 * one an admin unpublished is read only by its author (to mend it) and by admins, and everyone
 * else is told it does not exist, as if it had been deleted. One waiting for review or sent back
 * is read by its author, teachers and admins only. Any member writes; only the author or an
 * admin edits or deletes; admins unpublish and publish again; teachers and admins approve or
 * send back what waits for review. A post belongs to a project its author is a member of;
 * teachers and administrators, who keep the projects' people, write for any.
 */
export const postPolicy = definePolicy<AuthUser | null>()({
  rules: {
    read: (user, post: PostAccess) => postVisibility.readable.test(post, user),
    update: authorOrAdmin,
    delete: authorOrAdmin,
    moderate: (user) => isAdmin(user),
    // Nobody approves their own: a teacher marked as needing review waits for another.
    review: (user, post: Pick<PostAccess, 'review' | 'authorId'>) => postVisibility.decidable.test(post, user),
    placeIn: (user, project: { member: boolean }) => user !== null && writesFor(user, project.member),
  },
  denied: {
    read: 'members_only',
    update: 'own_posts_edit',
    delete: 'own_posts_delete',
    moderate: 'admins_only',
    review: 'reviewers_only',
    placeIn: 'post_project_not_yours',
  },
  abilities: { canEdit: 'update', canDelete: 'delete', canModerate: 'moderate', canReview: 'review' },
});
export type PostAbilities = ReturnType<typeof postPolicy.abilities>;
