import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from '../../shared/languages.js';

// Building an Intl.DateTimeFormat is costly, using one is not: one per language and style.
const STYLES = {
  /** "5 March 2025", «5 Μαρτίου 2025». */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "5 Mar 2025, 14:03", «5 Μαρ 2025, 14:03»: admins need the time too, on the 24-hour clock Greek schools read (ICU's Greek is 12-hour). */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A timestamp written in `language` in one of the styles ('' for one that cannot be read). */
export function formatIn(iso: string, language: Language, style: keyof typeof STYLES): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${language}:${style}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(INTL_LOCALES[language], STYLES[style])));
  return formatter.format(date);
}

/**
 * Dates written in the reader's language ('' for a timestamp that cannot be read). A hook, so
 * that a change of language redraws every date, and a server render writes its own language's.
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return {
    formatDate: (iso: string) => formatIn(iso, language, 'date'),
    formatDateTime: (iso: string) => formatIn(iso, language, 'dateTime'),
  };
}
