import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** Actions the audit log records (DESIGN.md: who deleted, added, changed status, changed roles). */
export type AuditAction =
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'member.created'
  | 'member.renamed'
  | 'member.password_reset'
  | 'member.role_changed'
  | 'member.disabled'
  | 'member.enabled'
  | 'member.two_factor_reset'
  | 'collaboration.restored'
  | 'contact_message.deleted'
  | 'collaboration.status_changed'
  | 'collaboration.members_added'
  | 'collaboration.member_left'
  | 'collaboration.deleted'
  | 'collaboration.item_deleted';

export interface AuditEntry {
  /** Null when nobody is signed in (a failed sign-in). */
  actorId: string | null;
  action: AuditAction;
  targetType: 'collaboration' | 'collaboration_item' | 'user' | 'contact_message';
  targetId: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string;
}

/** Writes one entry; call it inside the transaction of the change it records, so both happen or neither. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
