/**
 * The languages Agora speaks, and how a request's language is chosen: the reader's own choice
 * (a cookie set by the switch in the header), else the first of their browser's languages
 * that Agora speaks (`Accept-Language`), else the site's default, which an administrator sets
 * (Greek for a Greek school).
 */
export const LANGUAGES = ['el', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a site speaks before its administrator chooses. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** The cookie that remembers a reader's choice, for a year; readable by the page, which sets it. */
export const LANGUAGE_COOKIE = 'agora_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { el: 'Ελληνικά', en: 'English' };

/** The locale dates and numbers are written in, for Intl: Greece's Greek, and British English (day, month, year). */
export const INTL_LOCALES: Record<Language, string> = { el: 'el-GR', en: 'en-GB' };

/** Whether `value` names a language Agora speaks. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first language of an `Accept-Language` header that Agora speaks, by the header's
 * weights ('el-GR,el;q=0.9,en;q=0.8' → 'el'), or null when it names none of them.
 */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((entry, position) => {
      const [range = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: range.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), position };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? null;
}

/** The language a request is answered in: the reader's cookie, their browser's languages, the site's default. */
export function chooseLanguage(request: { cookie?: string | undefined; acceptLanguage?: string | undefined }, siteDefault: Language): Language {
  if (isLanguage(request.cookie)) return request.cookie;
  return fromAcceptLanguage(request.acceptLanguage) ?? siteDefault;
}
