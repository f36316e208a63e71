import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../shared/languages.js';
import type { MessagePart } from '../../shared/pages.js';
import type { Catalogue } from '../locales/catalogue';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/**
 * The page's language, as the server chose it for this reader and wrote it in `<html lang>`
 * (their choice, their browser's languages or the site's default: shared/languages.ts). The
 * server's renders each take their own instance in their language (entry-server.tsx).
 */
function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}

// Initialised synchronously with no texts: the catalogue's parts are added as they arrive
// (lib/messages.ts in the browser, entry-server.tsx on the server), each before the first
// render that shows it, so no key ever flashes on screen. Once only: two copies of this module
// can share i18next's one instance in one process (the server's render bundle beside this
// source, in the tests), and a second init would empty the texts the first one's pages loaded.
if (!i18n.isInitialized) void i18n.use(initReactI18next).init({
  lng: pageLanguage(),
  // Every language has every key (a test checks): a missing one is a bug to hear about, not to hide.
  fallbackLng: false,
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => {
    console.error(`No text for "${key}" in the loaded parts of the catalogue: is its part named in the page table?`);
  },
  // React escapes what it renders; escaping here too would show entities such as &amp;.
  interpolation: { escapeValue: false },
});

/** Adds one part of the catalogue in `language` (a part's file's default export), merged into what is there. */
export function addMessages(language: string, messages: object): void {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
}

/** The file of one part in one language, as the catalogue's folders name it ('en/shell'). */
export function messageFile(language: string, part: MessagePart): string {
  return `${language}/${part}`;
}

/** The language the app speaks now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

export { i18n };
