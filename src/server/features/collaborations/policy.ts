import { definePolicy } from '../../lib/policy.js';
import { isAdmin } from '../../people/roles.js';
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
