import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collaborations } from '../../db/schema.js';

/** Of these collaborations, the ids of those that exist and are not deleted, or exist at all (`withDeleted`: for admins). */
export async function existingCollaborationIds(db: Db, ids: readonly string[], withDeleted: boolean): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(withDeleted ? inArray(collaborations.id, [...ids]) : and(inArray(collaborations.id, [...ids]), ne(collaborations.status, 'deleted')));
  return new Set(rows.map((row) => row.id));
}
