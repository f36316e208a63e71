import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { collaborations } from '../../core/db/schema.js';
import { isAdmin, isReviewer } from '../../core/people/roles.js';

/**
 * Of these collaborations, the ids of those `user` may follow: as the collaboration's own page
 * decides (collaborations/policy.ts `view`), those that exist and are not deleted (admins: any),
 * and are live, or theirs, or waiting for the reviewer who asks (issue 26).
 */
export async function visibleCollaborationIds(db: Db, ids: readonly string[], user: { id: string; role: string }): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const conditions: (SQL | undefined)[] = [inArray(collaborations.id, [...ids])];
  if (!isAdmin(user)) conditions.push(ne(collaborations.status, 'deleted'));
  if (!isReviewer(user)) conditions.push(or(isNull(collaborations.review), eq(collaborations.createdById, user.id)));
  const rows = await db.select({ id: collaborations.id }).from(collaborations).where(and(...conditions));
  return new Set(rows.map((row) => row.id));
}
