import { all, any, equals, isNull, isReaders, isReadersChild, not, reviewer, signedIn } from './predicate.js';

/**
 * Who may read a comment, in which state (decision 0042): members (a visitor reads no comment nor
 * learns how many there are, unless the site shows them to visitors: `forVisitors`), once they may
 * read the place it is under — a post (posts.ts `readable`) or an update or help request
 * (collaborations.ts), asked first on every road (core/comments/place-rules.ts): the thread, its
 * count, live news, the queue. A comment is live when no review holds it (a pupil's waits for a
 * teacher) and nobody hid it. Every reader of the place reads the live ones; its author, their
 * guardians and the moderators (teachers, admins) read it in any state; the place's author reads
 * one they hid (to show it again), never one that still waits. `placeAuthorId` is the post's or
 * the item's author, read beside the comment's columns.
 */
const live = all(isNull('review'), isNull('hiddenAt'));
const hiddenFromPlaceAuthor = all(isNull('review'), not(isNull('hiddenAt')), isReaders('placeAuthorId'));

export const commentVisibility = {
  /** In the thread for every reader of the place. */
  live,
  /** Whether the reader may read it (under a place they may read): signed in, and live or theirs, their child's, a moderator's to see, or one they hid. */
  readable: all(signedIn, any(live, isReaders('authorId'), isReadersChild('authorId'), reviewer, hiddenFromPlaceAuthor)),
  /**
   * What a visitor reads under a post open to everyone when the site shows comments to visitors
   * (a site setting, off by default; decision 0046): the live ones, never one waiting, sent back or
   * hidden. The thread's route asks the setting before it reads by this rule.
   */
  forVisitors: live,
  /** In the reviewers' queue. */
  waiting: equals('review', 'waiting'),
  /** Whether the reader may decide on it: it waits, they review, and it is not their own. */
  decidable: all(equals('review', 'waiting'), reviewer, not(isReaders('authorId'))),
  /**
   * Whether the reader may hide it or show it again: a moderator; or the place's author, once it is
   * live (not while it waits), or hidden by themselves — one a moderator hid, or members' reports
   * hold (decision 0044), is the moderators' to show again.
   */
  hideable: any(reviewer, all(isNull('review'), isReaders('placeAuthorId'), any(isNull('hiddenAt'), isReaders('hiddenById')))),
};
