import type { ReviewEntry } from '../../../shared/schemas/review.js';
import type { WaitingRow } from './queries.js';

/** An entry of the queue: what it is, whose, and where; what it says is read on its own page. */
export function presentReviewEntry(row: WaitingRow): ReviewEntry {
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    author: { id: row.authorId, name: row.name ?? '', surname: row.surname ?? '' },
    collaboration: row.collaborationId ? { id: row.collaborationId, title: row.collaborationTitle ?? '' } : null,
    // Read through Date: a raw query's timestamp may come back from the driver as text.
    submittedAt: new Date(row.submittedAt).toISOString(),
  };
}
