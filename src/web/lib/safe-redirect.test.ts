import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectPath('/your-blogs/2?sort=new#top')).toBe('/your-blogs/2?sort=new#top');
  });

  it('keeps a path with a route parameter', () => {
    expect(safeRedirectPath('/collaboration-page/active/42')).toBe('/collaboration-page/active/42');
  });

  it('falls back to home when there is no target', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('https://evil.example', '/profile')).toBe('/profile');
  });

  it('rejects absolute URLs', () => {
    expect(safeRedirectPath('https://evil.example/profile')).toBe('/');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/');
  });

  it('rejects protocol-relative URLs', () => {
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
  });

  it('rejects paths that the URL parser turns into another origin', () => {
    expect(safeRedirectPath('/\t/evil.example')).toBe('/');
    expect(safeRedirectPath('/\n/evil.example')).toBe('/');
    expect(safeRedirectPath('\\/evil.example')).toBe('/');
  });

  it('rejects relative paths', () => {
    expect(safeRedirectPath('profile')).toBe('/');
  });
});
