import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = fileURLToPath(new URL('.', import.meta.url));

function componentFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return componentFiles(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

/** The opening tag that starts at `start`, to its `>`: one inside braces (`(event) => …`) is the code's. */
function openingTag(source: string, start: number): string {
  let depth = 0;
  for (let index = start; index < source.length; index++) {
    const char = source[index];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '>' && depth === 0) return source.slice(start, index + 1);
  }
  return source.slice(start);
}

/** Every `<form …>` opening tag of the web app's components, with where it is. */
function formTags(): { where: string; tag: string }[] {
  return componentFiles(web).flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(/<form\b/g)].map((found) => ({
      where: `${relative(web, path)}:${source.slice(0, found.index).split('\n').length}`,
      tag: openingTag(source, found.index),
    }));
  });
}

describe("the site's forms", () => {
  // The browser's own check shows a bubble in the browser's language ("Please fill out this
  // field.") before the form can say anything in the site's; the forms check with their own words
  // (lib/use-form-checks.ts) or leave the rest to the server, whose words are in the reader's.
  it('all turn the browser’s own check off (noValidate)', () => {
    const forms = formTags();
    expect(forms.length).toBeGreaterThan(30);
    expect(forms.filter(({ tag }) => !/\bnoValidate\b/.test(tag)).map(({ where }) => where)).toEqual([]);
  });
});
