import { REVIEWER_ROLES, ROLES, type Role } from '../../../shared/constants.js';

/** Whether a value is one of the roles of ROLES. */
export function isRole(value: unknown): value is Role {
  return ROLES.includes(value as Role);
}

/** A stored role as one of ROLES; anything unknown counts as a member, the role with least power. */
export function toRole(value: unknown): Role {
  return isRole(value) ? value : 'member';
}

/** Whether someone is an administrator; a visitor (null) is not. */
export function isAdmin(user: { role: string } | null): boolean {
  return user?.role === 'admin';
}

/** Whether someone reviews what pupils write before it is published: teachers and administrators. */
export function isReviewer(user: { role: string } | null): boolean {
  return user !== null && REVIEWER_ROLES.includes(user.role as Role);
}
