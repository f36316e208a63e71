import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/**
 * The server's render bundle (dist/web-ssr) and the app's source each hold a copy of lib/i18n.ts,
 * and both speak to i18next's one instance when they share a process, as the server's and the
 * web app's tests do in one worker. The second copy to load must leave the first one's texts:
 * an init again emptied them, and every page rendered after it showed its keys' names instead
 * of words ("No text for …").
 */
describe('the catalogue shared by the render bundle and the app', () => {
  it('keeps the texts already loaded when the other copy of the i18n module loads', async () => {
    // The render bundle first (built by the tests' global setup), as when a page was rendered.
    await import(new URL('../../dist/web-ssr/entry-server.js', import.meta.url).href);
    expect(i18next.isInitialized).toBe(true);
    i18next.addResourceBundle('en', 'translation', { oneCatalogueProbe: 'still here' }, true, true);
    await import('../../src/web/lib/i18n');
    expect(i18next.getResource('en', 'translation', 'oneCatalogueProbe')).toBe('still here');
  });
});
