import { admin, all, any, equals, isInReadersProject, isNull, isReaders, isReadersChild, not, reviewer, signedIn } from './predicate.js';

/**
 * Who may see a collaboration, and its updates and help requests, in which state: each rule once,
 * as a row test and as SQL (predicate.ts). Collaborations are for signed-in members only. A deleted one is gone for all but admins, who may restore it;
 * a pupil's new one waiting for review is its creator's and reviewers' until approved. One for a
 * project's people is seen by its members, the guardians of its pupils, its creator and admins
 * alone (decision 0054), and opened by reviewers: nobody else finds it by any road.
 */
const deleted = equals('status', 'deleted');
const live = isNull('review');
const forProject = equals('audience', 'project');
/** For the reader's eyes: for every member, or for a project's people they are among (admins keep the site). */
const inAudience = any(not(forProject), isInReadersProject('projectId'), isReaders('createdById'), admin);

export const collaborationVisibility = {
  /** Soft-deleted: status 'deleted' (the database ties deleted_at to it, migration 0016). */
  deleted,
  /** Approved, or never in need of review. */
  live,
  /** In the reviewers' queue. */
  waiting: equals('review', 'waiting'),
  /** Whether the reader may decide on it: it waits, they review, and it is not their own. */
  decidable: all(equals('review', 'waiting'), reviewer, not(isReaders('createdById'))),
  /** For one project's people alone. */
  forProject,
  /** In members' search and on others' boards: not deleted, live, and for the reader's eyes. */
  listed: all(signedIn, not(deleted), live, inAudience),
  /** On the reader's board: not deleted, for their eyes, and live or their own (marked while it waits). */
  onBoard: all(signedIn, not(deleted), inAudience, any(live, isReaders('createdById'))),
  /**
   * Whether the reader may open it: its page, its live topic, its items. Reviewers open any, for
   * they decide on what pupils write in it (a change, an update, a new one) whatever its
   * audience; its lists and search hold it for its own people alone.
   */
  visible: all(signedIn, any(not(deleted), admin), any(all(live, inAudience), isReaders('createdById'), reviewer)),
};

/**
 * The same of an update or help request (its collaboration's rules apply besides): live once
 * approved (or never in need of review) and not hidden — by members' reports until a moderator
 * decides, or by a moderator (decision 0048).
 */
const itemLive = all(isNull('review'), isNull('hiddenAt'));

export const itemVisibility = {
  /** Approved, or never in need of review, and not hidden. */
  live: itemLive,
  /** Hidden from its readers by reports or a moderator: its author, their guardians and reviewers still read it. */
  hidden: not(isNull('hiddenAt')),
  /** In the reviewers' queue. */
  waiting: equals('review', 'waiting'),
  /** Whether the reader may decide on it: it waits, they review, and it is not their own. */
  decidable: all(equals('review', 'waiting'), reviewer, not(isReaders('createdById'))),
  /** Whether the reader may read it: its author, their guardians, reviewers, or anyone once live. */
  readable: all(signedIn, any(itemLive, isReaders('createdById'), isReadersChild('createdById'), reviewer)),
  /** A guardian's child's, in any state: on the guardian's page of their children's work. */
  childs: isReadersChild('createdById'),
  /**
   * In the lists of its collaboration as the reader sees them: live ones, and their own that wait
   * or were sent back. Reviewers are not shown others' waiting items here, though they may read
   * them: the lists show a collaboration as its members see it, and what waits is found in the
   * review queue, which leads to each.
   */
  listed: all(signedIn, any(itemLive, isReaders('createdById'))),
};

/**
 * The same of a change to a live collaboration waiting for review: its author and reviewers
 * read it; nobody else learns of it. Reviewers decide on it while it waits, but never on
 * their own.
 */
export const changeVisibility = {
  /** In the reviewers' queue. */
  waiting: equals('review', 'waiting'),
  /** Whether the reader may read it. */
  readable: any(isReaders('authorId'), reviewer),
  /** Whether the reader may decide on it. */
  decidable: all(equals('review', 'waiting'), reviewer, not(isReaders('authorId'))),
};
