import type { AuditAction } from '../../../shared/constants.js';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  /** Null when nobody is signed in (a failed sign-in) or the change came from the server's console. */
  actorId: string | null;
  action: AuditAction;
  targetType: 'collaboration' | 'collaboration_item' | 'user' | 'contact_message' | 'post' | 'media' | 'site';
  targetId: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string;
}

/**
 * Makes a security-relevant change and writes its audit entry in one transaction: both are
 * stored or neither is. A change that throws (a refusal found inside it, a failed write)
 * leaves no entry, and an entry that cannot be written undoes the change.
 */
export async function audited<T>(db: Db, entry: AuditEntry, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, entry);
    return result;
  });
}

/**
 * Writes an entry on its own: for events that change nothing of ours (a sign-in, a failed
 * one) or whose work cannot be undone with a transaction (files removed from storage).
 * Every change of rows goes through `audited`.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
