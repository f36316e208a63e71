import type { MessagePart } from '../../shared/pages.js';
import { addMessages, i18n, messageFile } from './i18n';

/** Each part of the catalogue in each language, its own small chunk ('../locales/en/blog.ts'). */
const PART_FILES = import.meta.glob<{ default: object }>('../locales/*/*.ts');

const loading = new Map<string, Promise<void>>();
/** The parts the app has asked for so far, in whatever language: a change of language loads them all again. */
const asked = new Set<MessagePart>();

/**
 * Loads the catalogue's `parts` in `language` (the reader's, by default) and adds them to the
 * app's texts; a part asked for twice is fetched once. Route `lazy` functions call it beside the
 * page's chunk (page-modules.ts), so a page renders only once its words are there.
 */
export function loadMessages(parts: readonly MessagePart[], language: string = i18n.language): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      asked.add(part);
      const file = messageFile(language, part);
      let done = loading.get(file);
      if (!done) {
        const load = PART_FILES[`../locales/${file}.ts`];
        if (!load) return Promise.reject(new Error(`The catalogue has no part ${file}.`));
        done = load().then((module) => addMessages(language, module.default));
        // A part that failed to arrive (a dropped connection) is fetched again next time.
        done.catch(() => loading.delete(file));
        loading.set(file, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** The parts the app has asked for so far: what a page on screen may show. */
export function askedParts(): MessagePart[] {
  return [...asked];
}
