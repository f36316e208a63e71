import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { posts } from '../db/schema.js';

/** The columns a post's rules read (core/visibility/posts.ts), for every query that asks them beside its own. */
export const postRuleColumns = { id: posts.id, authorId: posts.authorId, audience: posts.audience, projectId: posts.projectId, unpublishedAt: posts.unpublishedAt, review: posts.review };

/**
 * What a post's rules read, to ask them of a reader before anything under the post: its thread,
 * whom a comment there may mention. Null when there is no such post.
 */
export async function findPostRules(db: Db, id: string) {
  const [row] = await db.select(postRuleColumns).from(posts).where(eq(posts.id, id)).limit(1);
  return row ?? null;
}
export type PostRules = NonNullable<Awaited<ReturnType<typeof findPostRules>>>;
