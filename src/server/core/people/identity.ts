import type { Reader } from '../visibility/predicate.js';
import { memberVisibility } from '../visibility/profiles.js';

/**
 * What the rule of who is shown reads of a person (core/visibility/profiles.ts
 * `memberVisibility.identityShown`): whether they are a pupil (`users.needs_review`) and the image
 * consent in force (`profiles.image_consent`, null when none was given). Null both for a post kept
 * from an erased member, who has no name to show.
 */
export interface IdentityColumns {
  needsReview: boolean | null;
  imageConsent: string | null;
  /** A former pupil whom the retention job anonymised (users.anonymised_at set): shown as "Former pupil" to everyone. */
  anonymised?: boolean | null;
}

/**
 * Who reads, as the public cache sorts its readers: a visitor, or any member. The rule reads
 * nothing of a reader but whether they are signed in, so a member stands for every member.
 */
export type ReaderClass = 'visitor' | 'member';

/** Who reads a person: someone signed in or a visitor (null), or a class of readers. */
export type IdentityReader = Reader | ReaderClass;

/** Any signed-in member, for a reader given by class: the rule asks only that someone is signed in. */
const A_MEMBER: Reader = { id: '', role: 'member' };

/** A person as the roads present them: a name and surname, and on an author card a description and photo. */
interface Person {
  id?: string | null;
  name: string;
  surname: string;
  description?: string;
  image?: unknown;
  /** Set (true) only for a former pupil, whom nobody sees by name any more. */
  formerPupil?: boolean;
}

/**
 * The initial of a name, a capital and a full stop: "Alexandros" reads "A.", "ελένη" "Ε." (Greek
 * capitals carry no accent). An empty name stays empty.
 */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toLocaleUpperCase('el')}.` : '';
}

/**
 * A person as `reader` sees them, the one place every road that shows an author or a member to
 * a visitor passes through (the blog's lists and posts, their pages, the feed, search): as they
 * are; as a "Former pupil" with no name once the retention job anonymised them; or, for a pupil whose guardian has not consented to public images, their initials alone
 * ("A." "M.", read "A. M.") with no description and no photo. Whatever else the person carries
 * (an id) is kept.
 */
export function personSeenBy<P extends Person>(person: P, columns: IdentityColumns, reader: IdentityReader): P & { formerPupil?: boolean } {
  // Anonymised: nobody reads who they were, and nothing links to their record.
  if (columns.anonymised) {
    return {
      ...person,
      ...('id' in person ? { id: null } : {}),
      name: '',
      surname: '',
      formerPupil: true,
      ...('description' in person ? { description: '' } : {}),
      ...('image' in person ? { image: null } : {}),
    };
  }
  const who = reader === 'visitor' ? null : reader === 'member' ? A_MEMBER : reader;
  if (memberVisibility.identityShown.test(columns, who)) return person;
  return {
    ...person,
    name: initialOf(person.name),
    surname: initialOf(person.surname),
    ...('description' in person ? { description: '' } : {}),
    ...('image' in person ? { image: null } : {}),
  };
}
