import { all, any, equals, isReaders, isTrue, not, reviewer } from './predicate.js';

/**
 * Who may see a member's profile change waiting for review: the member, who may change it again,
 * and reviewers, who decide on it while it waits but never on their own. Everyone else reads the
 * profile as approved; nothing of the change reaches them.
 */
export const profileChangeVisibility = {
  /** In the reviewers' queue. */
  waiting: equals('review', 'waiting'),
  /** Whether the reader may read it. */
  readable: any(isReaders('userId'), reviewer),
  /** Whether the reader may decide on it. */
  decidable: all(equals('review', 'waiting'), reviewer, not(isReaders('userId'))),
};

/**
 * Who is found among the members (search, by members only): every account an administrator has
 * not disabled. (Their card shows what their profile holds: a change of theirs that waits is not
 * in it, above.)
 */
export const memberVisibility = {
  /** Disabled by an administrator: they cannot sign in, and nobody finds them. */
  disabled: isTrue('banned'),
  /** Found in search. */
  listed: not(isTrue('banned')),
};
