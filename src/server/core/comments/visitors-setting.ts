import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerDb } from '../db/prepared-queries.js';
import { siteSettings } from '../db/schema.js';

/*
 * Whether visitors read the comments under posts for everyone (decision 0046): an administrator's
 * choice, off by default, read from the database on each use so that every instance agrees at once.
 * What a visitor then reads is the rule's (core/visibility/comments.ts `forVisitors`): live
 * comments only, their authors as visitors see people (core/people/identity.ts).
 */

const commentsForVisitorsQuery = preparedPerDb((db) => db.select({ on: siteSettings.commentsForVisitors }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1).prepare('agora_comments_for_visitors'));

/** Whether the site shows comments on posts for everyone to visitors. */
export async function commentsShownToVisitors(db: Db): Promise<boolean> {
  const [row] = await commentsForVisitorsQuery(db).execute();
  return row?.on ?? false;
}

/** Sets it, in the caller's change (its event is audited there). */
export async function setCommentsShownToVisitors(db: Db, on: boolean): Promise<void> {
  await db.insert(siteSettings).values({ id: 1, commentsForVisitors: on }).onConflictDoUpdate({ target: siteSettings.id, set: { commentsForVisitors: on, updatedAt: new Date() } });
}
