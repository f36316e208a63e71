import type { AuthUser } from '../../core/auth/auth-user.js';
import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin } from '../../core/people/roles.js';

/**
 * Who marks pupils as having left and sets how long they are kept before being anonymised:
 * administrators, who manage accounts (a teacher invites pupils but never disables an account).
 */
export const formerPupilsPolicy = definePolicy<AuthUser>()({
  rules: { manage: (user) => isAdmin(user) },
  denied: { manage: 'admins_only' },
});
