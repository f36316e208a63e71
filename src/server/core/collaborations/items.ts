import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { collaborationItems } from '../db/schema.js';
import type { RecordEvent } from '../events/record.js';

/**
 * Deletes an update or help request of one collaboration, in the caller's change, with its event
 * (audited, its collaboration's open pages told): what its collaboration's managers do, and what
 * approving a guardian's request to hide it does (a moderator's hiding is for the wider
 * readership; a guardian asks for the child's words to go), and a moderator's decision on a
 * report, with their reason for the audit log. Answers false, changing nothing, when it is not there.
 */
export async function deleteItemWithEvent(tx: Db, record: RecordEvent, item: { id: string; collaborationId: string }, reason?: string): Promise<boolean> {
  const [gone] = await tx
    .delete(collaborationItems)
    .where(and(eq(collaborationItems.id, item.id), eq(collaborationItems.collaborationId, item.collaborationId)))
    .returning({ kind: collaborationItems.kind, title: collaborationItems.title });
  if (!gone) return false;
  record({ type: 'collaboration.item_deleted', collaborationId: item.collaborationId, itemId: item.id, kind: gone.kind, title: gone.title, ...(reason ? { reason } : {}) });
  return true;
}
