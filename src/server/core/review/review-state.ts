import type { ReviewInfo } from '../../../shared/schemas/review.js';
import type { ReviewState } from '../../../shared/constants.js';

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
