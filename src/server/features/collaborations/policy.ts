import { COLLABORATION_ACCESS_DENIED } from '../../../shared/constants.js';
import { forbidden } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';

interface Access {
  createdById: string;
  /** Whether the user is one of its executing members. */
  isMember: boolean;
}

/** The edit area is for the creator, the executing members and admins (DESIGN.md, SPEC §6). */
export function canEditCollaboration(user: AuthUser, collaboration: Access): boolean {
  return user.role === 'admin' || collaboration.createdById === user.id || collaboration.isMember;
}

/** Throws SPEC §6's access text as a 403 unless the user may change this collaboration. */
export function authorizeCollaborationChange(user: AuthUser, collaboration: Access): void {
  if (!canEditCollaboration(user, collaboration)) throw forbidden(COLLABORATION_ACCESS_DENIED);
}

/** A deleted collaboration is gone for everyone but admins (who may restore it). */
export function mayView(user: AuthUser, collaboration: { status: string }): boolean {
  return collaboration.status !== 'deleted' || user.role === 'admin';
}
