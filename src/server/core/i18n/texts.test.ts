import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.js';
import { WRITTEN_PAGE_NAMES } from '../../../shared/pages.js';
import { serverTexts } from './texts.js';

/** Every text as 'group.key' → text. */
function flatten(value: unknown, key = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(key, value);
  else for (const [inner, child] of Object.entries(value as Record<string, unknown>)) flatten(child, key ? `${key}.${inner}` : inner, into);
  return into;
}
const valuesAskedFor = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("the server's texts", () => {
  // Each language has English's keys by its type (Translation): what a text asks for is not typed.
  it('have the same keys in every language, each text asking for the same values, none empty', () => {
    const english = flatten(serverTexts('en'));
    for (const language of LANGUAGES) {
      const texts = flatten(serverTexts(language));
      expect([...texts.keys()].sort(), language).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        expect(valuesAskedFor(text), `${language}: ${key}`).toEqual(valuesAskedFor(english.get(key)!));
      }
    }
  });

  it('give every page whose meta is written a title and a description', () => {
    for (const language of LANGUAGES) {
      for (const name of WRITTEN_PAGE_NAMES) expect(serverTexts(language).pages[name], `${language}: ${name}`).toEqual({ title: expect.any(String), description: expect.any(String) });
    }
  });
});
