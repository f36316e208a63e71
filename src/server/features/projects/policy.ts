import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin, isReviewer } from '../../core/people/roles.js';
import type { AuthUser } from '../../core/auth/auth-user.js';

/**
 * Everyone reads a project's page; members read who is in it (names of pupils are never a
 * visitor's); administrators keep the projects themselves (names, order, archiving); teachers
 * and administrators add people to a project and take them out.
 */
export const projectPolicy = definePolicy<AuthUser>()({
  rules: {
    keep: (user) => isAdmin(user),
    manageMembers: (user) => isReviewer(user),
  },
  denied: { keep: 'admins_only', manageMembers: 'reviewers_only' },
});
