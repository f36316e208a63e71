import { definePolicy } from '../lib/policy.js';
import { isReviewer } from '../people/roles.js';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * Who may use the review queue and decide on what waits in it: teachers and
 * administrators. Whether a thing still waits is a conflict with what is stored (409), not a
 * matter of who asks.
 */
export const reviewPolicy = definePolicy<AuthUser>()({
  rules: { use: (user) => isReviewer(user) },
  denied: { use: 'reviewers_only' },
});
