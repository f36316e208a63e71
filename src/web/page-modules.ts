import type { ComponentType } from 'react';
import type { MessagePart } from '../shared/pages.js';
import { lazyPage } from './lib/lazy-page';
import { loadMessages } from './lib/messages';

/**
 * Every page module of the app, each its own chunk, keyed by its path under src/web as the
 * page table (src/shared/pages.ts) names it: 'features/posts/pages/BlogListPage'. A test checks
 * that the table and these files name the same modules.
 */
const files = import.meta.glob<Record<string, unknown>>(['./features/*/pages/*.tsx', './shell/NotFoundPage.tsx']);

export const PAGE_MODULES: ReadonlyMap<string, () => Promise<Record<string, unknown>>> = new Map(
  Object.entries(files).map(([file, load]) => [file.replace(/^\.\//, '').replace(/\.tsx$/, ''), load]),
);

/**
 * The route `lazy` function of a page module: its component is the export named like the file,
 * rendered once the module and the parts of the catalogue its page shows (`messages`) are both
 * there, fetched side by side.
 */
export function lazyModule(module: string, messages: readonly MessagePart[]) {
  const load = PAGE_MODULES.get(module);
  if (!load) throw new Error(`No page module ${module} in src/web.`);
  const name = module.slice(module.lastIndexOf('/') + 1);
  const loadWithMessages = () => Promise.all([load(), loadMessages(messages)]).then(([exports]) => exports);
  return lazyPage(loadWithMessages, (exports) => {
    const component = exports[name];
    if (typeof component !== 'function') throw new Error(`${module} exports no component ${name}.`);
    return component as ComponentType;
  });
}
