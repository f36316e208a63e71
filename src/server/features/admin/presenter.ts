import type { AdminMember, AuditEntryView } from '../../../shared/schemas/admin.js';
import { toRole } from '../../people/roles.js';
import type { AuditRow, MemberRow } from './queries.js';

/** A member in the admin list: names, email, role, status and sign-in facts; never a password or a session. */
export function presentMember(row: MemberRow): AdminMember {
  return {
    id: row.id,
    name: row.name ?? '',
    surname: row.surname ?? '',
    email: row.email,
    role: toRole(row.role),
    status: row.banned ? 'disabled' : 'active',
    twoFactorEnabled: row.twoFactorEnabled === true,
    // Read through Date: the aggregate of a subquery may come back from the driver as text.
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An entry of the audit log, with who acted by name only. */
export function presentAuditEntry(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    action: row.action,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '', surname: row.actorSurname ?? '' } : null,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  };
}
