import type { AuditAction } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  /** Null when nobody is signed in (a failed sign-in). */
  actorId: string | null;
  action: AuditAction;
  targetType: 'collaboration' | 'collaboration_item' | 'user' | 'contact_message' | 'post' | 'media';
  targetId: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string;
}

/** Writes one entry; call it inside the transaction of the change it records, so both happen or neither. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
