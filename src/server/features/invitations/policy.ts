import { TEACHER_INVITATION_ROLES, type InvitationRole } from '../../../shared/constants.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin, isReviewer } from '../../core/people/roles.js';

/**
 * Who brings people in. There is no public sign-up: administrators invite anyone (members,
 * teachers, pupils, guardians), teachers invite pupils and their guardians, and nobody else
 * invites. Administrators see and withdraw every invitation; a teacher the ones they made.
 */
export const invitationPolicy = definePolicy<AuthUser>()({
  rules: {
    use: (user) => isReviewer(user),
    invite: (user, role: InvitationRole) => isAdmin(user) || (isReviewer(user) && TEACHER_INVITATION_ROLES.includes(role)),
    revoke: (user, invitation: { createdById: string | null }) => isAdmin(user) || (isReviewer(user) && invitation.createdById === user.id),
  },
  denied: { use: 'reviewers_only', invite: 'invitation_role_denied', revoke: 'forbidden' },
});

/** Whose invitations `user` lists: everyone's for an administrator, their own for a teacher. */
export function listedMaker(user: AuthUser): string | null {
  return isAdmin(user) ? null : user.id;
}
