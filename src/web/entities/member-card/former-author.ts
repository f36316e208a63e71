/** An author as the roads present them: an erased member's kept posts have no author (or no id); an anonymised former pupil's say so. */
type ShownAuthor = { id?: string | null; formerPupil?: boolean } | null;

/**
 * The words for an author nobody is named as any more: "Former pupil" for a pupil the retention
 * job anonymised, "Former member" for a member whose account was erased; null for anyone named.
 */
export function formerAuthorKey(author: ShownAuthor): 'memberCard.formerPupil' | 'memberCard.formerMember' | null {
  if (author?.formerPupil) return 'memberCard.formerPupil';
  if (author === null || author.id === null) return 'memberCard.formerMember';
  return null;
}
