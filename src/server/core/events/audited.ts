import type { AuditAction, AuditDetailKey } from '../../../shared/constants.js';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/**
 * What an entry recorded besides its target, by the names the admin screen has words for: a
 * literal with another name does not compile (add it to AUDIT_DETAIL_KEYS, and its words).
 */
export type AuditDetails = { [K in AuditDetailKey]?: unknown };

export interface AuditEntry {
  /** Null when nobody is signed in (a failed sign-in) or the change came from the server's console. */
  actorId: string | null;
  action: AuditAction;
  targetType: 'collaboration' | 'collaboration_item' | 'user' | 'contact_message' | 'post' | 'media' | 'site' | 'invitation' | 'guardian_request' | 'consent' | 'comment' | 'project';
  targetId: string | null;
  details?: AuditDetails;
  ipAddress?: string;
}

/**
 * Writes an audit entry, in the transaction `db` is: the reaction of every security-relevant
 * event (events.ts), written by the change that records it (record.ts), never on its own.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
