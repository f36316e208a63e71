import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

/**
 * Whether what `userId` writes waits for review now, read from the database in the write's own
 * transaction: a mark an administrator set a moment ago applies to the very next write, whichever
 * instance takes it.
 */
export async function needsReviewNow(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ needsReview: users.needsReview }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.needsReview ?? false;
}
