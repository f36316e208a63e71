import type { AuthUser } from '../../core/auth/auth-user.js';
import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin, isReviewer } from '../../core/people/roles.js';

/** Whether `user` is the guardian of the pupil. */
const guardianOf = (user: AuthUser, pupilId: string) => user.childIds.includes(pupilId);

/**
 * Who reads and gives a pupil's consents. A pupil's guardians read them and give them from their
 * own accounts; teachers read them (they publish pupils' pictures); administrators read them,
 * record a guardian's signed paper form, and mark who is under 15. Nobody else learns that the
 * pupil exists (a 404, decided in the routes before this is asked).
 */
export const consentPolicy = definePolicy<AuthUser>()({
  rules: {
    read: (user, pupilId: string) => guardianOf(user, pupilId) || isReviewer(user),
    give: (user, pupilId: string) => guardianOf(user, pupilId),
    recordPaper: (user) => isAdmin(user),
    markAge: (user) => isAdmin(user),
  },
  denied: { read: 'forbidden', give: 'consent_guardians_only', recordPaper: 'consent_paper_admins_only', markAge: 'admins_only' },
});
