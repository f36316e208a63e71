import { sql } from 'drizzle-orm';
import { profiles } from '../db/schema.js';
import { all, any, equals, isNull, isReaders, isReadersChild, isTrue, not, reviewer, signedIn, type Reader } from './predicate.js';

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

/**
 * A profile hidden from the community (decision 0050), by members' reports until a moderator
 * decides or by a moderator: its name stays (who wrote what must still be said), but its photo,
 * description and contact details are withheld from every reader but the member themself, their
 * guardians (a child's profile is theirs to see) and the moderators who decide on it. Every road that shows a member's photo or words asks this: the
 * member cards (core/people/member-cards.ts), the author cards of posts and their public pages,
 * the pickers of people, members' search, and the picture check (media.ts).
 */
export const profileVisibility = {
  hidden: not(isNull('hiddenAt')),
  /** Whether the reader is shown its photo, description and contact details. */
  shown: any(isNull('hiddenAt'), isReaders('userId'), isReadersChild('userId'), reviewer),
};

/**
 * A profile's photo and description as a road that shows them to `reader` selects them: none while
 * the profile is hidden from them (above). The public cache's author cards ask as a visitor.
 */
export function shownProfileColumns(reader: Reader) {
  const shown = profileVisibility.shown.where(profiles, reader);
  return {
    imageId: sql<string | null>`case when ${shown} then ${profiles.imageId} end`,
    description: sql<string>`case when ${shown} then ${profiles.description} else '' end`,
  };
}
