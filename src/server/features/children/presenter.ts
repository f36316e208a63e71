import type { CollaborationStatus } from '../../../shared/schemas/content.js';
import type { Child, ChildWork, ChildWorkState } from '../../../shared/schemas/children.js';
import { presentMedia } from '../../core/media/presenter.js';
import type { ChildRow, ChildWorkRow } from './queries.js';

const time = (value: Date | string) => new Date(value);

/**
 * Where a piece stands, as a guardian is told. Taken off the site by an administrator comes
 * first: whatever a review then decides, nobody else reads it until an administrator puts it back.
 */
function stateOf(row: ChildWorkRow): ChildWorkState {
  if (row.unpublished) return 'unpublished';
  if (row.hidden) return 'hidden';
  if (row.review === 'waiting') return 'waiting';
  if (row.review === 'sent_back') return 'sent_back';
  return 'published';
}

function presentWork(row: ChildWorkRow): ChildWork {
  const state = stateOf(row);
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    state,
    // The teacher's words are the guardian's to read only with what they asked to change.
    note: row.review === 'sent_back' ? row.note : null,
    collaboration:
      row.collaborationId && row.collaborationTitle !== null
        ? { id: row.collaborationId, title: row.collaborationTitle, status: row.collaborationStatus as CollaborationStatus }
        : null,
    createdAt: time(row.createdAt).toISOString(),
    updatedAt: time(row.updatedAt).toISOString(),
  };
}

/** Newest first; two written in the same instant in a fixed order. */
function newestFirst(a: ChildWorkRow, b: ChildWorkRow): number {
  return time(b.createdAt).getTime() - time(a.createdAt).getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * Each child with their work newest first, at most `limit` of it, and whether there is more: the
 * query read up to `limit + 1` of each kind, so more than `limit` together says so.
 */
export function presentChildren(children: ChildRow[], work: ChildWorkRow[], limit: number): Child[] {
  return children.map((child) => {
    const theirs = work.filter((row) => row.childId === child.id).sort(newestFirst);
    return {
      id: child.id,
      name: child.name,
      surname: child.surname,
      image: child.image ? presentMedia(child.image) : null,
      work: theirs.slice(0, limit).map(presentWork),
      hasMore: theirs.length > limit,
    };
  });
}
