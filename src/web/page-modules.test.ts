import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, pageInfo } from '../shared/pages.js';
import { PAGE_MODULES } from './page-modules';

describe('the page modules of the web app', () => {
  const inTable = new Set(PAGE_NAMES.flatMap((name) => pageInfo(name).module ?? []));

  it('are exactly the modules the page table names', () => {
    expect([...PAGE_MODULES.keys()].sort()).toEqual([...inTable].sort());
  });

  it('each export the component named like its file', () => {
    for (const module of inTable) {
      const name = module.slice(module.lastIndexOf('/') + 1);
      const source = readFileSync(fileURLToPath(new URL(`./${module}.tsx`, import.meta.url)), 'utf8');
      expect(source, module).toMatch(new RegExp(`^export function ${name}\\(`, 'm'));
    }
  });
});
