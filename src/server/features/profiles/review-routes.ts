import { z } from 'zod';
import { reviewDecisionRoutes } from '../../core/review/decisions.js';
import { CACHE_TAGS } from '../../core/events/cache-tags.js';
import { decideOnProfileRevision, findProfileRevisionForReview } from './queries.js';

/**
 * A teacher's or admin's decision on a pupil's profile change (review/decisions.ts does what
 * every decision does): approved, the profile takes its description, photo and contact details,
 * and the photo is public on their author cards; sent back, the profile stays as it was.
 * Addressed by the member's id (one change waits per member).
 */
export const profileReviewRoutes = reviewDecisionRoutes({
  path: 'profile-changes',
  what: 'change',
  // Members' ids are better-auth's, not uuids: an unknown one is simply not found.
  params: z.object({ id: z.string().max(100) }),
  async load(db, userId) {
    const change = await findProfileRevisionForReview(db, userId);
    return change && { ...change, waiting: change.review === 'waiting' };
  },
  audit: (change, userId) => ({ targetType: 'user', targetId: userId, details: { name: `${change.name} ${change.surname}`, profileChange: true } }),
  decide: (tx, userId, reviewer, decision) => decideOnProfileRevision(tx, userId, reviewer.id, decision),
  about: () => ({ profile: true }),
  // Approved, every post shows its author's card anew, and the photo it shows is public (the one it showed is nobody's now).
  follows: (change, _userId, decision) => (decision.approve ? { cacheTags: [CACHE_TAGS.posts], pictureIds: [change.shownImageId, change.imageId] } : {}),
});
