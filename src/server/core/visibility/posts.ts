import { admin, all, any, equals, isNull, isReaders, isReadersChild, not, reviewer, signedIn } from './predicate.js';

/**
 * Who may read a post, in which state: each rule once, as a row test and as SQL (predicate.ts).
 * A post is live when no admin took it off the site and no review holds it (waiting for a
 * teacher, or sent back to its author); visitors read the live posts for everyone, members every
 * live post; its author, their guardians and admins read it whatever its state, and reviewers
 * one under review.
 */
const live = all(isNull('unpublishedAt'), isNull('review'));
const forEveryone = equals('audience', 'everyone');
const listed = all(live, any(forEveryone, signedIn));

export const postVisibility = {
  /** On the site: not taken off by an admin, not waiting for review nor sent back. */
  live,
  /** For everyone, visitors included (or for members only). */
  forEveryone,
  /** What a visitor reads: live and for everyone. The public lists, the feed, the sitemap, public pictures. */
  open: all(live, forEveryone),
  /** What the shared roads hold for the reader (lists, search): the live posts a visitor, or a member, may read. */
  listed,
  /** In the reviewers' queue. */
  waiting: equals('review', 'waiting'),
  /** Whether the reader may decide on it: it waits, they review, and it is not their own. */
  decidable: all(equals('review', 'waiting'), reviewer, not(isReaders('authorId'))),
  /** Taken off the site by an admin. */
  unpublished: not(isNull('unpublishedAt')),
  /** Whether the reader may read it: the rule of its page, its lists, search and its pictures. */
  readable: any(listed, isReaders('authorId'), isReadersChild('authorId'), admin, all(not(isNull('review')), reviewer)),
  /** A guardian's child's, in any state: on the guardian's page of their children's work. */
  childs: isReadersChild('authorId'),
};
