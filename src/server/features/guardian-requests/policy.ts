import type { AuthUser } from '../../core/auth/auth-user.js';
import { definePolicy } from '../../core/lib/policy.js';
import { isReviewer } from '../../core/people/roles.js';
import { guardianRequestVisibility } from '../../core/visibility/guardian-requests.js';

/**
 * Who asks and who decides. A guardian asks about their own children only (anyone else is told
 * nothing of the child: 404); teachers and administrators use the queue; a request to hide is
 * decided by teachers and administrators, a request to erase a child's account by administrators
 * alone (core/visibility/guardian-requests.ts: the queue's SQL says the same).
 */
export const guardianRequestPolicy = definePolicy<AuthUser>()({
  rules: {
    ask: (user, pupilId: string) => user.childIds.includes(pupilId),
    queue: (user) => isReviewer(user),
    decide: (user, request: { kind: string }) => guardianRequestVisibility.decidedBy.test(request, user),
  },
  denied: { queue: 'reviewers_only' },
});
