import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { collaborations, posts } from '../../core/db/schema.js';

/** What a post's rule reads (core/visibility/posts.ts), to ask it of the writer and of each one they would mention. */
export async function findPostRules(db: Db, id: string) {
  const [row] = await db
    .select({ id: posts.id, authorId: posts.authorId, audience: posts.audience, unpublishedAt: posts.unpublishedAt, review: posts.review })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return row ?? null;
}

/** What a collaboration's rule reads (core/visibility/collaborations.ts). */
export async function findCollaborationRules(db: Db, id: string) {
  const [row] = await db
    .select({ id: collaborations.id, status: collaborations.status, review: collaborations.review, createdById: collaborations.createdById })
    .from(collaborations)
    .where(eq(collaborations.id, id))
    .limit(1);
  return row ?? null;
}
