import type { BrowserContext } from '@playwright/test';
import { LANGUAGE_COOKIE, type Language } from '../../src/shared/languages.js';
import { MESSAGE_PARTS } from '../../src/shared/pages.js';

/** One language's whole catalogue: every part's keys, merged as the app's i18next holds them. */
export type Catalogue = Record<string, unknown>;

/**
 * The web catalogue of a language, read from the files the app shows (src/web/locales), so a
 * test finds a button by the words a reader of that language sees.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const catalogue: Catalogue = {};
  for (const part of MESSAGE_PARTS) {
    const module = (await import(`../../src/web/locales/${language}/${part}.ts`)) as { default: Catalogue };
    Object.assign(catalogue, module.default);
  }
  return catalogue;
}

/**
 * The words of `key` ('nav.openMenu'), with `{{name}}` filled in from `values`; plural keys
 * take `count` as i18next does for English and Greek ('_one' for 1, else '_other').
 */
export function wordsOf(catalogue: Catalogue, key: string, values: Record<string, string | number> = {}): string {
  const path = key.split('.');
  const leaf = path.pop()!;
  let node: unknown = catalogue;
  for (const segment of path) node = (node as Record<string, unknown> | undefined)?.[segment];
  const parent = node as Record<string, unknown> | undefined;
  const plural = values.count === undefined ? undefined : parent?.[`${leaf}_${values.count === 1 ? 'one' : 'other'}`];
  const text = plural ?? parent?.[leaf];
  if (typeof text !== 'string') throw new Error(`The catalogue has no text at ${key}.`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Every text of a catalogue with its key, interpolations left as `{{name}}`. */
export function allTexts(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else if (value && typeof value === 'object') for (const [inner, text] of allTexts(value as Catalogue, path)) texts.set(inner, text);
  }
  return texts;
}

/** Makes a browser context speak `language`, as the header's switch would (the cookie it sets). */
export async function chooseLanguage(context: BrowserContext, baseURL: string, language: Language): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
}
