import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { collaborations } from '../../core/db/schema.js';

/** What a collaboration's rule reads (core/visibility/collaborations.ts). */
export async function findCollaborationRules(db: Db, id: string) {
  const [row] = await db
    .select({ id: collaborations.id, status: collaborations.status, review: collaborations.review, createdById: collaborations.createdById, audience: collaborations.audience, projectId: collaborations.projectId })
    .from(collaborations)
    .where(eq(collaborations.id, id))
    .limit(1);
  return row ?? null;
}
