import type { AuthUser } from '../../core/auth/auth-user.js';
import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin } from '../../core/people/roles.js';

/** Who keeps the watched words (decision 0043): administrators, who answer for what the site refuses. */
export const watchedWordsPolicy = definePolicy<AuthUser>()({
  rules: { manage: (user) => isAdmin(user) },
  denied: { manage: 'admins_only' },
});
