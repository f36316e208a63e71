import { describe, expect, it } from 'vitest';
import { chooseLanguage, fromAcceptLanguage } from './languages.js';

describe("a reader's language", () => {
  it("is the first of the browser's languages the site speaks, by weight", () => {
    expect(fromAcceptLanguage('el-GR,el;q=0.9,en;q=0.8')).toBe('el');
    expect(fromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(fromAcceptLanguage('de-DE,de;q=0.9,el;q=0.5,en;q=0.6')).toBe('en');
    expect(fromAcceptLanguage('fr;q=0.9, EL;q=0.95')).toBe('el');
    expect(fromAcceptLanguage('en;q=0, el;q=0.1')).toBe('el');
  });

  it('is none when the browser asks for no language the site speaks, or says nothing readable', () => {
    expect(fromAcceptLanguage('de,fr')).toBeNull();
    expect(fromAcceptLanguage('')).toBeNull();
    expect(fromAcceptLanguage(undefined)).toBeNull();
    expect(fromAcceptLanguage('*')).toBeNull();
    expect(fromAcceptLanguage(';;;,,,q=abc')).toBeNull();
  });

  it("is the reader's own choice first, then the browser's, then the site's", () => {
    expect(chooseLanguage({ cookie: 'en', acceptLanguage: 'el' }, 'el')).toBe('en');
    expect(chooseLanguage({ cookie: 'xx', acceptLanguage: 'el' }, 'en')).toBe('el');
    expect(chooseLanguage({ acceptLanguage: 'de' }, 'el')).toBe('el');
    expect(chooseLanguage({}, 'en')).toBe('en');
  });
});
