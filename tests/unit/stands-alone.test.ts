import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands on its own (decision 0035): its comments and docs say what they need
 * instead of pointing at documents or tracker numbers a reader of the repository does not have.
 * The product's specification, its design note and the issues it was built from are outside it;
 * a reason they gave is written where it is needed, or in a decision record.
 */
const root = new URL('../..', import.meta.url).pathname;
const FOLDERS = ['src', 'tests', 'scripts', 'docs', '.ci'];
const ROOT_FILES = ['README.md', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|sql|md|css|html|json)$|^run$/;

// Written in pieces so this file does not name what it looks for.
const OUTSIDE_DOCUMENTS = new RegExp(['\\b(SP', 'EC|DES', 'IGN)\\b|\\b(STA', 'CK|STY', 'LE)\\.md|\\u00a7'].join(''));
// A number after the word, one or several ("and 26" is caught by the first), also broken over a
// comment's lines.
const TRACKER_NUMBER = new RegExp(['\\b[Ii]ss', 'ues?\\s+(?:\\*\\s*|//\\s*)?#?\\d'].join(''));

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return TEXT.test(name) ? [path] : [];
  });
}

function mentions(pattern: RegExp): string[] {
  const files = [...FOLDERS.flatMap((folder) => filesUnder(join(root, folder))), ...ROOT_FILES.map((name) => join(root, name))];
  return files.flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const found = pattern.exec(text);
    if (!found) return [];
    const line = text.slice(0, found.index).split('\n').length;
    return [`${relative(root, path)}:${line}: ${found[0]}`];
  });
}

describe('the repository stands on its own', () => {
  it('names no document kept outside it', () => {
    expect(mentions(OUTSIDE_DOCUMENTS)).toEqual([]);
  });

  it('names no tracker number', () => {
    expect(mentions(TRACKER_NUMBER)).toEqual([]);
  });
});
