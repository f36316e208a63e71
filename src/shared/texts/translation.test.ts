import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import elNotifications from './el/notifications.js';
import elPages from './el/pages.js';
import elRefusals from './el/refusals.js';
import enNotifications from './en/notifications.js';
import enPages from './en/pages.js';
import enRefusals from './en/refusals.js';
import { fill } from './translation.js';

/** The words both sides say, by language and file. */
const FILES: Record<string, Record<string, object>> = {
  en: { notifications: enNotifications, pages: enPages, refusals: enRefusals },
  el: { notifications: elNotifications, pages: elPages, refusals: elRefusals },
};
const HERE = fileURLToPath(new URL('.', import.meta.url));
const FOLDERS = readdirSync(HERE, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const NAMES = Object.keys(FILES.en!);

/** Every text of one file as 'group.key' → text. */
function texts(language: string, name: string): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') flat.set(key, value);
    else for (const [inner, child] of Object.entries(value as Record<string, unknown>)) walk(child, key ? `${key}.${inner}` : inner);
  };
  walk(FILES[language]?.[name] ?? {}, '');
  return flat;
}
const valuesAskedFor = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the words both sides say', () => {
  it('are written for every language the site speaks, and no other', () => {
    expect([...FOLDERS].sort()).toEqual([...LANGUAGES].sort());
    for (const language of FOLDERS) {
      const files = readdirSync(`${HERE}/${language}`).map((file) => file.replace(/\.ts$/, ''));
      expect(files.sort(), language).toEqual([...NAMES].sort());
    }
    expect(Object.keys(FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  // Each language has English's keys by its type (Translation); what a text asks for is not typed.
  it("have English's keys in every language, each text asking for the same values, none empty", () => {
    for (const name of NAMES) {
      const english = texts('en', name);
      for (const language of FOLDERS) {
        const other = texts(language, name);
        expect([...other.keys()].sort(), `${language}/${name}`).toEqual([...english.keys()].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${language}/${name}: ${key}`).not.toBe('');
          expect(valuesAskedFor(text), `${language}/${name}: ${key}`).toEqual(valuesAskedFor(english.get(key)!));
        }
      }
    }
  });

  it('fill in their values, leaving an unknown one as written', () => {
    expect(fill('Blogs, page {{page}} · {{site}}', { page: 2 })).toBe('Blogs, page 2 · {{site}}');
    expect(fill('{{ count }} more', { count: 0 })).toBe('0 more');
  });
});
