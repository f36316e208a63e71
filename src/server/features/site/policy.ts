import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin } from '../../core/people/roles.js';
import type { AuthUser } from '../../core/auth/auth-user.js';

/** Anyone reads the public pages; only administrators change the site's settings (its default language). */
export const sitePolicy = definePolicy<AuthUser>()({
  rules: { configure: (user) => isAdmin(user) },
  denied: { configure: 'admins_only' },
});
