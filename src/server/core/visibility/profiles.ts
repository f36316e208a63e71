import { all, any, equals, isReaders, isTrue, not, reviewer, signedIn } from './predicate.js';

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
 * in it, above.) And who a member is shown as, to whom.
 */
export const memberVisibility = {
  /** Disabled by an administrator: they cannot sign in, and nobody finds them. */
  disabled: isTrue('banned'),
  /** Found in search. */
  listed: not(isTrue('banned')),
  /**
   * Whether the reader sees who a member is (their name and surname, photo and description) on
   * every road that shows an author or a member: members always; visitors, for anyone but a pupil
   * (`needsReview`, on the user), and for a pupil only once a guardian has consented to public
   * images (`imageConsent`, on the profile: the consent in force, null when none was given).
   * Otherwise a visitor reads the pupil's initials alone (core/people/identity.ts), and their
   * photo is not public (core/visibility/media.ts).
   */
  identityShown: any(signedIn, not(isTrue('needsReview')), equals('imageConsent', 'public')),
};
