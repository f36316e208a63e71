import { admin, all, any, differs, equals, isInReadersProject, isNull, isReaders, isReadersChild, not, reviewer, signedIn } from './predicate.js';

/**
 * Who may read a post, in which state: each rule once, as a row test and as SQL (predicate.ts).
 * A post is live when no admin took it off the site and no review holds it (waiting for a
 * teacher, or sent back to its author); visitors read the live posts for everyone, members the
 * live posts for members too, and a project's members and its pupils' guardians (and admins,
 * who keep the site) its live posts for its own people (decision 0053); its author, their guardians and admins read it whatever
 * its state, and reviewers one under review.
 */
const live = all(isNull('unpublishedAt'), isNull('review'));
const forEveryone = equals('audience', 'everyone');
const forProject = equals('audience', 'project');
const forProgramme = differs('audience', 'project');
const listed = all(live, any(forEveryone, all(signedIn, forProgramme), all(forProject, any(isInReadersProject('projectId'), admin))));

export const postVisibility = {
  /** On the site: not taken off by an admin, not waiting for review nor sent back. */
  live,
  /** For everyone, visitors included (or for members only). */
  forEveryone,
  /** What a visitor reads: live and for everyone. The public lists, the feed, the sitemap, public pictures. */
  open: all(live, forEveryone),
  /** For one project's people alone: its members and the guardians of its pupils. */
  forProject,
  /**
   * The members' shared list, the same for every member and kept once: the live posts for the
   * whole programme (everyone's and members'), none for one project's people.
   */
  forMembers: all(live, forProgramme),
  /** What the roads hold for the reader (search, a project's list, pictures): the live posts they may read. */
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
