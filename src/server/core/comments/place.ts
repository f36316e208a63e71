import type { CommentPlace } from '../../../shared/schemas/comments.js';
import { threadTag } from '../events/cache-tags.js';
import type { LiveTopic } from '../events/live-news.js';
import type { MentionPlace } from '../mentions/mentions.js';

/**
 * Where a comment is (decision 0042): under a post, or under a collaboration's update or help
 * request (an item). What a comment's roads need of its place is answered once per kind, here
 * (what its rows are keyed by, which open pages hear of its thread, what a notification about it
 * names) and in place-rules.ts (who reads it, whether it takes comments), so that the routes, the
 * events and the queues that handle comments never ask which kind it is.
 */
export type { CommentPlace };

/** The place's key in `comments` and `comment_mutes` (exactly one of the two is set). */
export const placeKey = (place: CommentPlace): { postId: string; itemId: null } | { postId: null; itemId: string } =>
  place.kind === 'post' ? { postId: place.postId, itemId: null } : { postId: null, itemId: place.itemId };

/** Whether two places are one: a reply is written where the comment it answers is. */
export const samePlace = (a: CommentPlace, b: CommentPlace): boolean =>
  a.kind === 'post' ? b.kind === 'post' && a.postId === b.postId : b.kind === 'item' && a.itemId === b.itemId;

/** The open pages that hear of its thread: the post's, or the item's collaboration's (its page and its items' pages). */
export const placeTopic = (place: CommentPlace): LiveTopic => (place.kind === 'post' ? { post: place.postId } : { collaboration: place.collaborationId });

/** What a notification about a comment there names, so that it leads to the thread. */
export const placeAbout = (place: CommentPlace): { postId: string } | { collaborationId: string; itemId: string } =>
  place.kind === 'post' ? { postId: place.postId } : { collaborationId: place.collaborationId, itemId: place.itemId };

/** Where the people a comment there mentions are looked for (core/mentions). */
export const placeOfMentions = (place: CommentPlace): MentionPlace =>
  place.kind === 'post' ? { kind: 'post', postId: place.postId } : { kind: 'collaboration', collaborationId: place.collaborationId };

/**
 * The public cache's tags of a place's thread: a post's, which visitors may read when the site
 * shows them (decision 0046); an update's or help request's is members' alone, never cached.
 */
export const placeCacheTags = (place: CommentPlace): string[] => (place.kind === 'post' ? [threadTag(place.postId)] : []);
