import type { AdminMember, AuditEntryView } from '../../../shared/schemas/admin.js';
import { toRole } from '../../core/people/roles.js';
import { peopleInDetails, type AuditNames, type AuditRow, type MemberRow } from './queries.js';

/** A member in the admin list: names, email, role, status and sign-in facts; never a password or a session. */
export function presentMember(row: MemberRow): AdminMember {
  return {
    id: row.id,
    name: row.name ?? '',
    surname: row.surname ?? '',
    email: row.email,
    role: toRole(row.role),
    needsReview: row.needsReview,
    status: row.anonymisedAt ? 'anonymised' : row.leftAt ? 'left' : row.banned ? 'disabled' : 'active',
    twoFactorEnabled: row.twoFactorEnabled === true,
    profileHidden: row.profileHidden === true,
    // Read through Date: the aggregate of a subquery may come back from the driver as text.
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An entry of the audit log as people read it: who acted and what it was about by name,
 * and the people its details name too (who wrote the post, who was added), beside their ids.
 */
export function presentAuditEntry(row: AuditRow, names: AuditNames): AuditEntryView {
  // A thing deleted since keeps the title the entry recorded.
  const recordedTitle = typeof row.details.title === 'string' ? row.details.title : null;
  const mentioned = peopleInDetails(row.details).flatMap((id) => {
    const name = names.people.get(id);
    return name ? [{ id, name }] : [];
  });
  return {
    id: row.id,
    action: row.action,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '', surname: row.actorSurname ?? '' } : null,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: (row.targetId ? names.targets.get(`${row.targetType}:${row.targetId}`) : undefined) ?? recordedTitle,
    people: mentioned,
    details: row.details,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  };
}
