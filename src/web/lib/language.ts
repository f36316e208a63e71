import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '../../shared/languages.js';
import { i18n } from './i18n';
import { askedParts, loadMessages } from './messages';

/**
 * Speaks `language` from now on: remembered in the cookie the server reads (so that the next
 * page's HTML, title and meta are in it already), every part of the catalogue the app has
 * loaded fetched in it first, then the page redrawn in it where it stands, nothing typed lost.
 */
export async function switchLanguage(language: Language): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  await loadMessages(askedParts(), language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
