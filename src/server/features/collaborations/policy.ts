import { definePolicy } from '../../lib/policy.js';
import { isAdmin, isReviewer } from '../../people/roles.js';
import type { AuthUser } from '../../plugins/auth.js';

interface Access {
  createdById: string;
  /** Whether the user is one of its executing members. */
  isMember: boolean;
}

/**
 * Who may do what with a collaboration (every route is for signed-in members). A deleted one
 * is gone for everyone but admins, who may restore it. The edit area is for the creator, the
 * executing members and admins (DESIGN.md, SPEC §6), and anyone else is refused with SPEC §6's
 * words.
 */
export const collaborationPolicy = definePolicy<AuthUser>()({
  rules: {
    view: (user, collaboration: { status: string }) => collaboration.status !== 'deleted' || isAdmin(user),
    change: (user, collaboration: Access) => isAdmin(user) || collaboration.createdById === user.id || collaboration.isMember,
    // Executing members may leave; the one who started it stays with it (and may delete it).
    leave: (user, collaboration: Access) => collaboration.isMember && collaboration.createdById !== user.id,
    moderate: (user) => isAdmin(user),
  },
  denied: { change: 'collaboration_access_denied', moderate: 'admins_only' },
  abilities: { canEdit: 'change', canLeave: 'leave' },
});
export type CollaborationAbilities = ReturnType<typeof collaborationPolicy.abilities>;

interface ItemAccess {
  /** Null once its author's account was deleted. */
  createdById: string | null;
  /** Null once live; 'waiting' for a teacher, or 'sent_back' to its author (issue 17). */
  review: 'waiting' | 'sent_back' | null;
}

/**
 * Who may do what with an update or help request beyond its collaboration's own rules (issue
 * 17). A live one is read by every member; one waiting for review or sent back only by its
 * author, teachers and admins (anyone else is told it does not exist). Its author changes it
 * while it is not live; teachers and admins approve or send back what waits.
 */
export const itemPolicy = definePolicy<AuthUser>()({
  rules: {
    read: (user, item: ItemAccess) => item.review === null || item.createdById === user.id || isReviewer(user),
    revise: (user, item: ItemAccess) => item.review !== null && item.createdById === user.id,
    review: (user, item: Pick<ItemAccess, 'review'>) => item.review === 'waiting' && isReviewer(user),
  },
  denied: { revise: 'own_items_revise', review: 'reviewers_only' },
  abilities: { canRevise: 'revise', canReview: 'review' },
});
export type ItemAbilities = ReturnType<typeof itemPolicy.abilities>;
