import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin } from '../../core/people/roles.js';
import type { AuthUser } from '../../core/auth/auth-user.js';

/**
 * Who may use the admin area (members and the audit log): administrators only. What even an
 * admin may not do, such as demoting or disabling the last one, is a conflict with what is
 * stored (409, queries.ts), not a matter of who asks.
 */
export const adminPolicy = definePolicy<AuthUser>()({
  rules: { use: (user) => isAdmin(user) },
  denied: { use: 'admins_only' },
});
