import type { AuditAction } from '../../../shared/constants.js';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  /** Null when nobody is signed in (a failed sign-in) or the change came from the server's console. */
  actorId: string | null;
  action: AuditAction;
  targetType: 'collaboration' | 'collaboration_item' | 'user' | 'contact_message' | 'post' | 'media' | 'site' | 'invitation' | 'guardian_request' | 'consent' | 'comment' | 'project';
  targetId: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string;
}

/**
 * Writes an audit entry, in the transaction `db` is: the reaction of every security-relevant
 * event (events.ts), written by the change that records it (record.ts), never on its own.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
