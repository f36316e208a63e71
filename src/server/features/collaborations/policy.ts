import { mayManageCollaboration } from '../../core/collaborations/who-manages.js';
import { definePolicy } from '../../core/lib/policy.js';
import { writesFor } from '../../core/projects/readers.js';
import { isAdmin, isReviewer } from '../../core/people/roles.js';
import { changeVisibility, collaborationVisibility, itemVisibility } from '../../core/visibility/collaborations.js';
import type { AuthUser } from '../../core/auth/auth-user.js';

interface Access {
  createdById: string;
  /** Whether the user is one of its executing members. */
  isMember: boolean;
}

interface Visibility {
  status: string;
  createdById: string;
  /** Null once live; a pupil's new collaboration 'waiting' for review or 'sent_back' to them. */
  review: 'waiting' | 'sent_back' | null;
  /** 'members', or 'project': for the people of `projectId` alone (decision 0054). */
  audience: string;
  projectId: string | null;
}

/**
 * Who may do what with a collaboration (every route is for signed-in members). A deleted one
 * is gone for everyone but admins, who may restore it; a pupil's new one that is not yet approved
 * is seen by its creator and reviewers only. The edit area is for the creator, the executing
 * members and admins, and anyone else is refused in the words agreed with the school. Within it,
 * changing the status, adding people and deleting stay with its creator, admins and executing
 * members who do not need review (teachers among them): a pupil writes and proposes, and what
 * they write waits for review.
 */
export const collaborationPolicy = definePolicy<AuthUser>()({
  rules: {
    view: (user, collaboration: Visibility) => collaborationVisibility.visible.test(collaboration, user),
    change: (user, collaboration: Access) => isAdmin(user) || collaboration.createdById === user.id || collaboration.isMember,
    manage: (user, collaboration: Access) => mayManageCollaboration(user, collaboration),
    // Executing members may leave; the one who started it stays with it (and may delete it).
    leave: (user, collaboration: Access) => collaboration.isMember && collaboration.createdById !== user.id,
    review: (user, collaboration: Pick<Visibility, 'review' | 'createdById'>) => collaborationVisibility.decidable.test(collaboration, user),
    moderate: (user) => isAdmin(user),
    // A project's own members start collaborations for it; teachers and administrators for any (as posts).
    placeIn: (user, project: { member: boolean }) => writesFor(user, project.member),
    // Moving it (to a project, or to a wider or narrower audience) is managing it; a pupil may
    // while it is new and waits for review as a whole, never once a teacher approved it where it is.
    move: (user, collaboration: Access & { live: boolean }) => mayManageCollaboration(user, collaboration) && !(user.needsReview && collaboration.live),
  },
  denied: {
    change: 'collaboration_access_denied',
    manage: 'collaboration_manage_denied',
    review: 'reviewers_only',
    moderate: 'admins_only',
    placeIn: 'collaboration_project_not_yours',
    move: 'collaboration_place_managed',
  },
  abilities: { canEdit: 'change', canLeave: 'leave', canManage: 'manage' },
});
export type CollaborationAbilities = ReturnType<typeof collaborationPolicy.abilities>;

interface ItemAccess {
  /** Null once its author's account was deleted. */
  createdById: string | null;
  /** Null once live; 'waiting' for a teacher, or 'sent_back' to its author. */
  review: 'waiting' | 'sent_back' | null;
  /** Set while members' reports or a moderator hide it. */
  hiddenAt: Date | null;
}

/**
 * Who may do what with an update or help request beyond its collaboration's own rules. A live
 * one is read by every member; one waiting for review or sent back only by its author,
 * teachers and admins (anyone else is told it does not exist). Its author changes it while it
 * is not live; teachers and admins approve or send back what waits.
 */
export const itemPolicy = definePolicy<AuthUser>()({
  rules: {
    read: (user, item: ItemAccess) => itemVisibility.readable.test(item, user),
    revise: (user, item: ItemAccess) => item.review !== null && item.createdById === user.id,
    review: (user, item: ItemAccess) => itemVisibility.decidable.test(item, user),
    // Anyone who reads it but its author may ask the moderators to look (features/reports decides).
    report: (user, item: ItemAccess) => item.createdById !== user.id,
    // A hidden one (by reports or a moderator) is the moderators' to show again, as a comment is.
    show: (user, item: ItemAccess) => item.hiddenAt !== null && isReviewer(user),
  },
  denied: { revise: 'own_items_revise', review: 'reviewers_only', report: 'report_own', show: 'reviewers_only' },
  abilities: { canRevise: 'revise', canReview: 'review', canReport: 'report', canShow: 'show' },
});
export type ItemAbilities = ReturnType<typeof itemPolicy.abilities>;

interface ChangeAccess {
  authorId: string;
  review: 'waiting' | 'sent_back' | null;
}

/**
 * Who may read a change to a collaboration that waits for review: its author (who may change
 * it again) and reviewers (who decide on it while it waits); nobody else learns of it.
 */
export const changePolicy = definePolicy<AuthUser>()({
  rules: {
    read: (user, change: ChangeAccess) => changeVisibility.readable.test(change, user),
    revise: (user, change: ChangeAccess) => change.authorId === user.id,
    review: (user, change: ChangeAccess) => changeVisibility.decidable.test(change, user),
  },
  denied: { revise: 'own_items_revise', review: 'reviewers_only' },
  abilities: { canRevise: 'revise', canReview: 'review' },
});
