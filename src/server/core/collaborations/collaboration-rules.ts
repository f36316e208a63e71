import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { collaborations } from '../db/schema.js';

/** The columns a collaboration's rules read (core/visibility/collaborations.ts), for every query that asks them beside its own. */
export const collaborationRuleColumns = {
  id: collaborations.id,
  status: collaborations.status,
  review: collaborations.review,
  createdById: collaborations.createdById,
  audience: collaborations.audience,
  projectId: collaborations.projectId,
};

/**
 * What a collaboration's rules read, to ask them of a reader before anything in it: whom its
 * items may mention, whom a comment under one of them is told to. Null when there is no such
 * collaboration.
 */
export async function findCollaborationRules(db: Db, id: string) {
  const [row] = await db.select(collaborationRuleColumns).from(collaborations).where(eq(collaborations.id, id)).limit(1);
  return row ?? null;
}
