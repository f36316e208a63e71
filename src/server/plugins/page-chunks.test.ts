import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { PROJECT_ROOT } from '../core/paths.js';
import { buildTestApp } from '../test/build-app.js';
import { PAGE_NAMES, pageInfo, pageModuleFile } from '../../shared/pages.js';
import { readPageChunks } from './page-chunks.js';
import { tempFolder } from '../test/temp-folder.js';

function webRootWithManifest(manifest: object): string {
  const root = tempFolder('agora-web-');
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

describe('the chunks a page preloads', () => {
  const root = webRootWithManifest({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_react-1.js', '_date-1.js'] },
    '_date-1.js': { file: 'assets/date-1.js' },
    'src/web/features/posts/pages/BlogListPage.tsx': { file: 'assets/BlogListPage-1.js', imports: ['index.html', '_grid-1.js'] },
  });
  const pageChunks = readPageChunks(root);

  it('are the page, and everything it imports, less what index.html already loads', () => {
    expect(pageChunks('src/web/features/posts/pages/BlogListPage.tsx')).toEqual([
      '/assets/BlogListPage-1.js',
      '/assets/grid-1.js',
      '/assets/date-1.js',
    ]);
  });

  it('are none for a page the build does not know, or without a manifest', () => {
    expect(pageChunks('src/web/features/posts/pages/Gone.tsx')).toEqual([]);
    expect(readPageChunks(tempFolder('agora-web-'))('src/web/features/posts/pages/BlogListPage.tsx')).toEqual([]);
  });
});

describe('the pages whose HTML the server describes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  // A renamed or moved page would silently lose its preload: this names it.
  it('have their modules in the web app', () => {
    const described = PAGE_NAMES.filter((name) => pageInfo(name).meta);
    expect(described.length).toBeGreaterThanOrEqual(8);
    for (const name of described) {
      const file = pageModuleFile(pageInfo(name).module ?? '');
      expect(existsSync(join(PROJECT_ROOT, file)), `${name}: ${file}`).toBe(true);
    }
  });

  it('are each registered by their feature, with the meta and data the page table and the page data contract say they have', () => {
    expect(app.publicPages.unregistered()).toEqual([]);
  });
});
