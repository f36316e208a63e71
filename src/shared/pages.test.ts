import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, pageInfo, pagePath } from './pages.js';

describe('the page table', () => {
  it('nests a page only in a layout drawn by a module, with its access and below its address', () => {
    for (const name of PAGE_NAMES) {
      const { layout, access, path } = pageInfo(name);
      if (!layout) continue;
      const parent = pageInfo(layout);
      expect(parent.module, `${name}'s layout ${layout}`).toBeDefined();
      expect(access, name).toBe(parent.access);
      expect(path === parent.path || path.startsWith(`${parent.path}/`), `${name}: ${path}`).toBe(true);
    }
  });

  it('gives a layout at most one page at its own address', () => {
    for (const name of PAGE_NAMES) {
      const indexes = PAGE_NAMES.filter((child) => pageInfo(child).layout === name && pageInfo(child).path === pageInfo(name).path);
      expect(indexes.length, name).toBeLessThanOrEqual(1);
    }
  });

  it('lists every address once, but for the page a layout shows at its own', () => {
    const addresses = PAGE_NAMES.filter((name) => {
      const { layout, path } = pageInfo(name);
      return !(layout && pageInfo(layout).path === path);
    }).map((name) => pageInfo(name).path);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('redirects only to pages whose address needs nothing filled in', () => {
    for (const name of PAGE_NAMES) {
      const { redirectTo } = pageInfo(name);
      if (redirectTo) expect(pageInfo(redirectTo).path, name).not.toContain(':');
    }
  });

  it('describes the HTML of public pages only', () => {
    for (const name of PAGE_NAMES) {
      if (pageInfo(name).meta) expect(pageInfo(name).access, name).toBe('public');
    }
  });
});

describe('a page address', () => {
  it('fills in and encodes the parameters of its pattern', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('blogList', { page: 2 })).toBe('/blog/2');
    expect(pagePath('blogPost', { postId: 'a b/c' })).toBe('/blog-post/a%20b%2Fc');
    expect(pagePath('changeContent', { id: 'x1', editMode: 'edit-collaboration' })).toBe(
      '/collaboration-page-edit/x1/change-content/edit-collaboration/x1',
    );
  });

  it('leaves out an optional segment without its value', () => {
    expect(pagePath('editor', { editMode: 'create-collaboration' })).toBe('/create-collaboration/create-collaboration');
    expect(pagePath('editor', { editMode: 'edit-blog', id: 'p1' })).toBe('/create-collaboration/edit-blog/p1');
  });
});
