import type { AuthUser } from '../../core/auth/auth-user.js';
import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin } from '../../core/people/roles.js';
import type { ReactableThing } from './queries.js';

/**
 * Who may react, and to what (decision 0047). Members read reactions on what they may read (the
 * route asks each kind's rule in core/visibility first), and react to what is live there: a thing
 * waiting for review, sent back or hidden takes none. Visitors read no count. A reaction is a
 * fixed, positive emoji, with nothing of the member's own words: a pupil's needs no review.
 * Administrators choose the set.
 */
export const reactionPolicy = definePolicy<AuthUser | null>()({
  rules: {
    read: (user) => user !== null,
    react: (user, thing: ReactableThing) => user !== null && thing.live,
    chooseSet: (user) => isAdmin(user),
  },
  denied: { read: 'reactions_members_only', react: 'reaction_not_live', chooseSet: 'admins_only' },
});
