import { MEMBER_DESCRIPTION_LENGTH } from '../../../shared/constants.js';

/** A member's description cut at 70 characters, plus '...' when it was cut. */
export function cutDescription(description: string): string {
  const text = description.trim();
  // By code point, so a cut never splits an emoji into halves.
  const characters = Array.from(text);
  return characters.length > MEMBER_DESCRIPTION_LENGTH
    ? `${characters.slice(0, MEMBER_DESCRIPTION_LENGTH).join('')}...`
    : text;
}
