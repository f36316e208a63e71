import { CARD_TITLE_LENGTH } from '../../../shared/constants.js';

/** A title as cards show it: at most 75 characters, then '...' when it was longer. */
export function cutTitle(title: string): string {
  const characters = Array.from(title);
  return characters.length > CARD_TITLE_LENGTH ? `${characters.slice(0, CARD_TITLE_LENGTH).join('').trimEnd()}...` : title;
}
