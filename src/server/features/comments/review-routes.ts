import { idParams } from '../../../shared/schemas/params.js';
import { placeAbout } from '../../core/comments/place.js';
import { reviewDecisionRoutes } from '../../core/review/decisions.js';
import { decideOnComment, findComment } from './queries.js';

/**
 * A teacher's or admin's decision on a pupil's comment that waits for review (the queue is the
 * review feature's): approved, it shows in its thread and the thread is told of it, as if it were
 * written now; sent back, it waits on its author with the note. The decision routes
 * (core/review/decisions.ts) check the version read and refuse one's own.
 */
export const commentReviewRoutes = reviewDecisionRoutes({
  path: 'comments',
  what: 'comment',
  params: idParams('comment'),
  async load(db, id) {
    const comment = await findComment(db, id);
    return comment && { ...comment, waiting: comment.review === 'waiting' };
  },
  audit: (comment, id) => ({ targetType: 'comment', targetId: id, details: { ...placeAbout(comment.place.place), authorId: comment.authorId } }),
  decide: (tx, id, reviewer, decision) => decideOnComment(tx, id, reviewer.id, decision),
  about: (comment) => ({ comment: comment.place.place }),
  follows: (comment, id) => ({ comment: { commentId: id, place: comment.place.place } }),
});
