import { FALLBACK_LANGUAGE } from '../../shared/languages.js';
import type { FieldIssue, MessageValues } from '../../shared/error-messages.js';
import { currentLanguage, i18n } from './i18n';

/** What the words of a refusal are made from: the server's code, values and English, and the fields it names. */
interface Refusal {
  status: number;
  code: string;
  values: MessageValues | undefined;
  serverMessage: string;
  issues: Record<string, FieldIssue> | undefined;
  serverFields: Record<string, string> | undefined;
}

/** Failures the browser itself names, which never got the API's words: each with the shell's. */
const BROWSER_FAILURES: Record<string, string> = {
  network_error: 'errors.network',
  bad_response: 'errors.badResponse',
  http_error: 'errors.http',
};

// The keys here are built from the codes the server sends, so i18next's typed keys cannot check
// them; the test of the catalogue checks instead that every code has its words in every language.
const translate = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
const has = (key: string, values?: MessageValues) => i18n.exists(key, values);

/** Words the catalogue does not have for an unknown code: the server's English to an English reader, the catalogue's general words to others. */
function unknownWords(english: string | undefined, fallback: () => string): string {
  return currentLanguage() === FALLBACK_LANGUAGE && english ? english : fallback();
}

/**
 * A refusal of the API in the reader's language: the catalogue's words for its code
 * (`apiErrors`, with the values the answer carried), a single refused field's own words, a 404's
 * by what was not found. They are the words the server's English comes from (src/shared/texts),
 * so an English reader reads what an API client does.
 */
export function refusalWords(refusal: Refusal): string {
  const browser = BROWSER_FAILURES[refusal.code];
  if (browser) return translate(browser, { status: refusal.status });
  if (refusal.code === 'validation_failed') {
    const names = Object.keys(refusal.serverFields ?? {});
    if (names.length === 1) return fieldWords(refusal.issues?.[names[0]!], refusal.serverFields![names[0]!]!);
  }
  if (refusal.code === 'not_found' && has(`apiErrors.notFound.${refusal.values?.what}`)) return translate(`apiErrors.notFound.${refusal.values?.what}`);
  const key = `apiErrors.${refusal.code}`;
  if (has(key, refusal.values)) return translate(key, refusal.values);
  return unknownWords(refusal.serverMessage, () => translate('apiErrors.unknown', { status: refusal.status }));
}

/** One refused field's words in the reader's language, from its code and values (`fieldErrors`). */
export function fieldWords(issue: FieldIssue | undefined, english: string): string {
  if (issue && has(`fieldErrors.${issue.code}`)) return translate(`fieldErrors.${issue.code}`, issue.values);
  return unknownWords(english, () => translate('fieldErrors.invalid'));
}
