import type { Language } from '../../../shared/languages.js';
import type { WrittenPageName } from '../../../shared/pages.js';
import type { Translation } from '../../../shared/texts/translation.js';
import el from './el.js';
import en from './en.js';

/** Everything the server writes in words, in one language. */
export type ServerTexts = Translation<typeof en>;

const TEXTS: Record<Language, ServerTexts> = { el, en };

// Every page whose meta the page table says is written has its texts (or this does not compile).
en.pages satisfies Record<WrittenPageName, { title: string; description: string }>;

/** The server's texts in `language`. */
export function serverTexts(language: Language): ServerTexts {
  return TEXTS[language];
}

// The one function that fills a text's {{values}} (src/shared/texts), where the server's code looks for its texts.
export { fill } from '../../../shared/texts/translation.js';
