import { idParams } from '../../../shared/schemas/params.js';
import { picturesByField } from '../../core/media/site-media.js';
import { reviewDecisionRoutes } from '../../core/review/decisions.js';
import {
  decideOnCollaboration,
  decideOnItem,
  decideOnRevision,
  findCollaboration,
  findItemForReview,
  findRevisionForReview,
} from './queries.js';

/*
 * Teachers' and admins' decisions on what pupils write in collaborations (the queue is the review
 * feature's; review/decisions.ts checks the version read, refuses one's own work, and writes the
 * decision, its audit entry and the author's notification in one transaction). Whatever is
 * decided, the collaboration's open pages hear of it (its author's page shows the outcome).
 */

/**
 * An update or help request: approved, its collaboration's people are told of it now (as they
 * would have been when it was written, by its author: core/events). One of a deleted
 * collaboration is not found.
 */
export const itemReviewRoutes = reviewDecisionRoutes({
  path: 'items',
  what: 'item',
  params: idParams('item'),
  async load(db, id) {
    const item = await findItemForReview(db, id);
    return item && { ...item, waiting: item.review === 'waiting' };
  },
  audit: (item, id) => ({
    targetType: 'collaboration_item',
    targetId: id,
    details: { title: item.title, authorId: item.authorId, collaborationId: item.collaborationId, kind: item.kind },
  }),
  decide: (tx, id, reviewer, decision) => decideOnItem(tx, id, reviewer.id, decision),
  about: (item, id) => ({ collaborationId: item.collaborationId, itemId: id }),
  follows: (item, id, decision) => ({
    collaborationId: item.collaborationId,
    ...(decision.approve ? { approvedItem: { itemId: id, kind: item.kind === 'help' ? ('help' as const) : ('update' as const) } } : {}),
  }),
});

/** A pupil's new collaboration: approved, it is on everyone's board, the newest. */
export const collaborationReviewRoutes = reviewDecisionRoutes({
  path: 'collaborations',
  what: 'collaboration',
  params: idParams('collaboration'),
  async load(db, id) {
    const row = await findCollaboration(db, id);
    if (!row || row.deletedAt !== null) return null;
    return { title: row.title, authorId: row.createdById, version: row.version, waiting: row.review === 'waiting', thumbnailId: row.thumbnailId, content: row.content };
  },
  audit: (row, id) => ({ targetType: 'collaboration', targetId: id, details: { title: row.title, authorId: row.authorId } }),
  decide: (tx, id, reviewer, decision) => decideOnCollaboration(tx, id, reviewer.id, decision),
  about: (_row, id) => ({ collaborationId: id, change: false }),
  follows: (_row, id) => ({ collaborationId: id }),
  // Approved, members see its pictures: not one of a pupil whose family keeps them from members.
  pictures: (row) => ({ pictures: picturesByField(row), audience: 'members' }),
});

/**
 * A pupil's change to a live collaboration's title, picture and description: approved, the
 * collaboration takes it; until then, and when it is sent back, everyone reads what was there.
 * Addressed by the collaboration's id (one change waits per collaboration).
 */
export const changeReviewRoutes = reviewDecisionRoutes({
  path: 'collaboration-changes',
  what: 'change',
  params: idParams('change'),
  async load(db, id) {
    const change = await findRevisionForReview(db, id);
    return change && { ...change, waiting: change.review === 'waiting' };
  },
  audit: (change, id) => ({ targetType: 'collaboration', targetId: id, details: { title: change.title, authorId: change.authorId, change: true } }),
  decide: (tx, id, reviewer, decision) => decideOnRevision(tx, id, reviewer.id, decision),
  about: (_change, id) => ({ collaborationId: id, change: true }),
  follows: (_change, id) => ({ collaborationId: id }),
  pictures: (change) => ({ pictures: picturesByField(change), audience: 'members' }),
});
