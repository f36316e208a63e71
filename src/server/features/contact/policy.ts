import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin } from '../../core/people/roles.js';
import type { AuthUser } from '../../core/auth/auth-user.js';

/** Anyone may write to the programme (a public route); only administrators read, mark and delete the messages. */
export const contactPolicy = definePolicy<AuthUser>()({
  rules: { manageInbox: (user) => isAdmin(user) },
  denied: { manageInbox: 'admins_only' },
});
