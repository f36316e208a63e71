import type { Language } from '../../../shared/languages.js';
import type { WrittenPageName } from '../../../shared/pages.js';
import el from './el.js';
import en from './en.js';
import type { ServerTranslation } from './translation.js';


/** Everything the server writes in words, in one language. */
export type ServerTexts = ServerTranslation<typeof en>;

const TEXTS: Record<Language, ServerTexts> = { el, en };

// Every page whose meta the page table says is written has its texts (or this does not compile).
en.pages satisfies Record<WrittenPageName, { title: string; description: string }>;

/** The server's texts in `language`. */
export function serverTexts(language: Language): ServerTexts {
  return TEXTS[language];
}

/** `text` with each {{name}} replaced by `values[name]` (as i18next does in the browser). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
