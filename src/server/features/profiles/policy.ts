import { definePolicy } from '../../core/lib/policy.js';
import { profileChangeVisibility } from '../../core/visibility/profiles.js';
import type { AuthUser } from '../../core/auth/auth-user.js';

interface ProfileChangeAccess {
  userId: string;
  review: 'waiting' | 'sent_back' | null;
}

/**
 * Who may read a member's profile change that waits for review: the member (who may change it
 * again) and reviewers, who decide on it while it waits, but never on their own. Nobody else
 * learns of it: the profile shows what was approved.
 */
export const profileChangePolicy = definePolicy<AuthUser>()({
  rules: {
    read: (user, change: ProfileChangeAccess) => profileChangeVisibility.readable.test(change, user),
    revise: (user, change: ProfileChangeAccess) => change.userId === user.id,
    review: (user, change: ProfileChangeAccess) => profileChangeVisibility.decidable.test(change, user),
  },
  abilities: { canRevise: 'revise', canReview: 'review' },
});
