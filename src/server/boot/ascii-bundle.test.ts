import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { asciiOnly } from './ascii-bundle.js';

/** What a script's last expression is, run in a fresh context. */
const valueOf = (script: string): unknown => runInNewContext(script);

describe('making the server’s bundle ASCII', () => {
  it('escapes strings, templates, regular expressions and comments, and the code means what it meant', () => {
    const script = [
      '// Η ομάδα 👍',
      '/* ς — σ */',
      'const word = "καλημέρα";',
      'const shout = `ΓΕΙΑ ${word} 🎉`;',
      'const finals = "ας".replace(/ς/g, "σ");',
      'const emoji = /^👍$/u.test("👍");',
      'const range = /[ά-ώ]/.test("έ");',
      '[word, shout, finals, emoji, range]',
    ].join('\n');
    const ascii = asciiOnly(script);
    expect(ascii).not.toMatch(/[\u0080-\uffff]/);
    expect(valueOf(ascii)).toEqual(valueOf(script));
    expect(valueOf(ascii)).toEqual(['καλημέρα', 'ΓΕΙΑ καλημέρα 🎉', 'ασ', true, true]);
  });

  it('keeps a script’s lines where they were, so that stack traces still point at them', () => {
    const script = '// ένα\nconst a = "δύο";\nthrow new Error(a);';
    expect(asciiOnly(script).split('\n')).toHaveLength(3);
  });

  it('writes an escaped character (\\ς) as the escape alone, not a backslash and five letters', () => {
    const script = 'const a = "\\ς"; const b = "\\\\ς"; [a, b]';
    expect(valueOf(asciiOnly(script))).toEqual(['ς', '\\ς']);
  });

  it('refuses a tagged template that holds a character above 127, whose tag may read it raw', () => {
    const script = 'const tag = (strings) => strings.raw[0];\nconst raw = tag`👍`;';
    expect(() => asciiOnly(script, 'the test bundle')).toThrow('the test bundle, line 2: a tagged template holds');
  });

  it('leaves an ASCII script as it is, and lets a tagged template with escapes through', () => {
    const script = 'const tag = (strings) => strings[0];\ntag`\\u{1F44D}`';
    expect(asciiOnly(script)).toBe(script);
    expect(valueOf(asciiOnly(script))).toBe('👍');
  });
});
