import { sql, type SQL } from 'drizzle-orm';
import type { ReviewInfo } from '../../../shared/schemas/review.js';
import type { ReviewState } from '../../../shared/constants.js';
import { users } from '../db/schema.js';

/** The review columns of what is reviewed, as the queries select them. */
export interface ReviewColumns {
  review: ReviewState | null;
  reviewNote: string | null;
  reviewedAt: Date | null;
  version: number;
}

/** Its review state as its author and reviewers are shown it: null once it is live. */
export function presentReview(row: ReviewColumns): ReviewInfo | null {
  if (row.review === null) return null;
  return { state: row.review, note: row.review === 'sent_back' ? row.reviewNote : null, reviewedAt: row.reviewedAt?.toISOString() ?? null, version: row.version };
}

/**
 * What a write by `writerId` leaves a post's or a comment's review state as (`current`: its review
 * column, null for a new one): waiting when the writer needs review (read in the write's own
 * statement, so a mark set a moment ago applies), when what was sent back is changed (it goes back
 * to the queue), or when it uses a watched word held for review (`held`, core/moderation) whoever
 * wrote it; as it was otherwise.
 */
export const reviewAfterWriteBy = (writerId: string, current: SQL | null, held = false): SQL =>
  held ? sql`'waiting'` : sql`case when (select ${users.needsReview} from ${users} where ${users.id} = ${writerId})${current ? sql` or ${current} = 'sent_back'` : sql``} then 'waiting' else ${current ?? sql`null`} end`;
