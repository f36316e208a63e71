import type { AuthUser } from '../auth/auth-user.js';
import { isAdmin } from '../people/roles.js';

/** What the rule asks of a collaboration: who started it, and whether the user executes it. */
export interface ManagedCollaboration {
  createdById: string;
  isMember: boolean;
}

/**
 * Who may bring people into a collaboration, change its status or delete it: its creator, its
 * executing members who need no review (teachers among them), and administrators. A pupil writes
 * and proposes; this stays with the others. The collaborations' policy (`manage`) and
 * invitations that bring their invitees into a collaboration both ask it.
 */
export function mayManageCollaboration(user: AuthUser, collaboration: ManagedCollaboration): boolean {
  return isAdmin(user) || collaboration.createdById === user.id || (collaboration.isMember && !user.needsReview);
}
