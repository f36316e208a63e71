import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.js';
import { MESSAGE_PARTS, PAGE_NAMES, pageInfo, type MessagePart, type PageName } from '../../shared/pages.js';
import refusals from '../../shared/texts/en/refusals.js';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(WEB, 'locales');

/** Each language's parts, as their files export them. */
const FILES = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.ts', { eager: true });
const LANGUAGE_FOLDERS = readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

function part(language: string, name: MessagePart): Record<string, unknown> {
  const file = FILES[`./${language}/${name}.ts`];
  if (!file) throw new Error(`No part ${language}/${name}.`);
  return file.default;
}

/** The catalogue's top-level group of each text's key ('blog' for 'blog.heading'), with the part holding it. */
const PART_OF_GROUP = new Map<string, MessagePart>(MESSAGE_PARTS.flatMap((name) => Object.keys(part('en', name)).map((group) => [group, name] as const)));

/** The source files of the web app a file imports, statically or not, under src/web (tests and the catalogue aside). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier.replace(/\.js$/, ''));
    const found = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found && found.startsWith(WEB) && !found.startsWith(LOCALES) ? [found] : [];
  });
}

/** Every file `roots` reach through their imports (a page module's lazy parts included: they render within it). */
function reachable(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

/** The catalogue groups whose texts a file shows: each string that starts like a key ('blog.', `admin.roles.${…}`). */
function groupsUsedBy(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const groups = [...source.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g)].map((match) => match[1]!);
  return groups.filter((group) => PART_OF_GROUP.has(group));
}

/** The parts `files` need, each with one file that needs it. */
function partsNeeded(files: Iterable<string>): Map<MessagePart, string> {
  const needed = new Map<MessagePart, string>();
  for (const file of files) for (const group of groupsUsedBy(file)) needed.set(PART_OF_GROUP.get(group)!, relative(WEB, file));
  return needed;
}

/** The parts a page and its layouts name in the page table, beside the shell. */
function partsNamed(name: PageName): Set<MessagePart> {
  const page = pageInfo(name);
  return new Set<MessagePart>(['shell', ...(page.messages ?? []), ...(page.layout ? partsNamed(page.layout) : [])]);
}

/** Every text of a part as 'group.key' → text. */
function texts(language: string, name: MessagePart): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') flat.set(key, value);
    else for (const [inner, child] of Object.entries(value as Record<string, unknown>)) walk(child, key ? `${key}.${inner}` : inner);
  };
  walk(part(language, name), '');
  return flat;
}

/** The values a text asks for, '{{name}}' → 'name', sorted. */
const valuesAskedFor = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();

describe('the catalogue', () => {
  it('has the same keys in every language as in English, and each text asks for the same values', () => {
    expect(LANGUAGE_FOLDERS).toContain('en');
    for (const language of LANGUAGE_FOLDERS.filter((folder) => folder !== 'en')) {
      for (const name of MESSAGE_PARTS) {
        const english = texts('en', name);
        const other = texts(language, name);
        expect([...other.keys()].sort(), `${language}/${name}`).toEqual([...english.keys()].sort());
        for (const [key, text] of english) expect(valuesAskedFor(other.get(key) ?? ''), `${language}/${name}: ${key}`).toEqual(valuesAskedFor(text));
      }
    }
  });

  it('leaves no text empty in any language', () => {
    for (const language of LANGUAGE_FOLDERS) {
      for (const name of MESSAGE_PARTS) for (const [key, text] of texts(language, name)) expect(text.trim(), `${language}/${name}: ${key}`).not.toBe('');
    }
  });

  it('has a folder for every language the site speaks, and for no other', () => {
    expect([...LANGUAGE_FOLDERS].sort()).toEqual([...LANGUAGES].sort());
  });

  it('has every part in every language, and nothing else', () => {
    for (const language of LANGUAGE_FOLDERS) {
      const files = readdirSync(join(LOCALES, language)).map((file) => file.replace(/\.ts$/, ''));
      expect(files.sort(), language).toEqual([...MESSAGE_PARTS].sort());
    }
  });

  it('keeps each top-level group in one part only, so that a key reads the same whichever part brings it', () => {
    const groups = MESSAGE_PARTS.flatMap((name) => Object.keys(part('en', name)));
    expect(groups.length).toBe(new Set(groups).size);
  });

  it('gives the app frame (header, footer, overlays, routes) only texts of the shell, which it loads first', () => {
    const frame = reachable([join(WEB, 'main.tsx'), join(WEB, 'boot.ts')]);
    const needed = partsNeeded(frame);
    needed.delete('shell');
    expect(Object.fromEntries(needed)).toEqual({});
  });

  it('names, for every page, each part whose texts the page or anything it imports shows', () => {
    const missing: string[] = [];
    for (const name of PAGE_NAMES) {
      const module = pageInfo(name).module;
      if (!module) continue;
      const named = partsNamed(name);
      for (const [needed, file] of partsNeeded(reachable([join(WEB, `${module}.tsx`)]))) {
        if (!named.has(needed)) missing.push(`${name} needs the part '${needed}' (for ${file}): add it to its messages in src/shared/pages.ts`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names no part a page does not need, so that no page downloads words it never shows', () => {
    const extra: string[] = [];
    for (const name of PAGE_NAMES) {
      const module = pageInfo(name).module;
      if (!module) continue;
      const needed = partsNeeded(reachable([join(WEB, `${module}.tsx`)]));
      for (const named of pageInfo(name).messages ?? []) if (!needed.has(named)) extra.push(`${name} names '${named}' but shows none of its texts`);
    }
    expect(extra).toEqual([]);
  });
});

// The words are the shared texts' (src/shared/texts), each language's typed after English's: what
// is left to check is that the shell brings them, as i18next reads them, for every code.
describe("the words of the API's refusals", () => {
  it('are in the shell in every language for every code the server can send (by what for a 404, by count where there is one)', () => {
    for (const language of LANGUAGE_FOLDERS) {
      const shell = texts(language, 'shell');
      for (const key of Object.keys(refusals.errors)) expect(shell.get(`apiErrors.${key}`), `${language}: ${key}`).toEqual(expect.any(String));
      for (const what of Object.keys(refusals.notFound)) expect(shell.get(`apiErrors.notFound.${what}`), `${language}: 404 ${what}`).toEqual(expect.any(String));
      for (const code of Object.keys(refusals.fields)) expect(shell.get(`fieldErrors.${code}`), `${language}: field ${code}`).toEqual(expect.any(String));
    }
  });
});
