import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** Actions the audit log records (DESIGN.md: who deleted, added, changed status, changed roles). */
export type AuditAction =
  | 'collaboration.status_changed'
  | 'collaboration.members_added'
  | 'collaboration.member_left'
  | 'collaboration.deleted'
  | 'collaboration.item_deleted';

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetType: 'collaboration' | 'collaboration_item';
  targetId: string;
  details?: Record<string, unknown>;
  ipAddress?: string;
}

/** Writes one entry; call it inside the transaction of the change it records, so both happen or neither. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
