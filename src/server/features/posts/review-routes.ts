import { idParams } from '../../../shared/schemas/params.js';
import { reviewDecisionRoutes } from '../../core/review/decisions.js';
import { CACHE_TAGS, postTag } from '../../core/events/cache-tags.js';
import { picturesByField } from '../../core/media/site-media.js';
import { pictureAudienceOf } from '../../core/visibility/media.js';
import { mediaIdsOfPost } from './presenter.js';
import { decideOnPost, findPost } from './queries.js';

/**
 * A teacher's or admin's decision on a post that waits for review (the queue is the review
 * feature's): approved, it goes live; sent back, it waits on its author with the note. The
 * decision routes (review/decisions.ts) check the version read, refuse one's own post, and write
 * the decision, its audit entry (title, author, note) and the author's notification in one
 * transaction.
 */
export const postReviewRoutes = reviewDecisionRoutes({
  path: 'posts',
  what: 'post',
  params: idParams('post'),
  async load(db, id) {
    const post = await findPost(db, id);
    return post && { ...post, waiting: post.review === 'waiting' };
  },
  audit: (post, id) => ({ targetType: 'post', targetId: id, details: { title: post.title, authorId: post.authorId } }),
  decide: (tx, id, reviewer, decision) => decideOnPost(tx, id, reviewer.id, decision),
  about: (_post, id) => ({ postId: id }),
  // Approved, its pictures may now be public and it joins the lists; either way its own cached
  // answer (which its author and reviewers read) changed.
  follows: (post, id) => ({ cacheTags: [CACHE_TAGS.postLists, postTag(id)], pictureIds: mediaIdsOfPost(post) }),
  // Approved, it reaches its audience: not with a picture of a pupil whose family keeps them from it.
  pictures: (post) => ({ pictures: picturesByField(post), audience: pictureAudienceOf(post.audience) }),
});
