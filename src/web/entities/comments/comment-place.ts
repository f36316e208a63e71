import type { CommentPlace, CommentPlaceView } from '../../../shared/schemas/comments.js';
import type { LiveTopic } from '../../../shared/live-address.js';
import { paths } from '../../lib/paths';

/*
 * Where a thread is (decision 0042): under a post, or under a collaboration's update or help
 * request. What the comments' parts need of it — its API, the live news its pages hear, its page —
 * is answered here once, so that the thread, its form and its writes never ask which kind it is.
 */
export type { CommentPlace };

/** The thread's API: /api/posts/:id/comments, or /api/collaborations/:id/items/:itemId/comments. */
export const placeApiPath = (place: CommentPlace) =>
  place.kind === 'post'
    ? `/api/posts/${encodeURIComponent(place.postId)}/comments`
    : `/api/collaborations/${encodeURIComponent(place.collaborationId)}/items/${encodeURIComponent(place.itemId)}/comments`;

/** The live news that its thread changed (on any instance): the post's, or the item's collaboration's. */
export const placeTopic = (place: CommentPlace): LiveTopic => (place.kind === 'post' ? `post:${place.postId}` : `collaboration:${place.collaborationId}`);

/** One key for the place, for query keys. */
export const placeId = (place: CommentPlace) => (place.kind === 'post' ? `post:${place.postId}` : `item:${place.itemId}`);

/** Where the mention picker looks for people (decision 0049): a post's readers, or a collaboration's. */
export const placeMentions = (place: CommentPlace) => (place.kind === 'post' ? { postId: place.postId } : { collaborationId: place.collaborationId });

/** The page a thread is on. */
export const placePath = (place: CommentPlaceView) =>
  place.kind === 'post' ? paths.blogPost(place.postId) : paths.itemPage(place.itemKind, place.collaborationId, place.itemId);
