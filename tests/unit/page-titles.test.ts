import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/languages.js';
import { serverTexts } from '../../src/server/core/i18n/texts.js';

/** The app's catalogue in one language, all parts merged (each part holds other groups). */
async function webCatalogue(language: Language): Promise<Record<string, Record<string, string>>> {
  const parts = import.meta.glob<{ default: Record<string, Record<string, string>> }>('../../src/web/locales/*/*.ts');
  const merged: Record<string, Record<string, string>> = {};
  for (const [file, load] of Object.entries(parts)) if (file.includes(`/locales/${language}/`)) Object.assign(merged, (await load()).default);
  return merged;
}

// The server writes a page's title in its HTML (src/server/texts), the app in its <title>
// (src/web/locales): a reader must not see the tab's title change as the app takes the page over.
describe("the server's page titles", () => {
  it.each(LANGUAGES)('read as the app writes them, in %s', async (language) => {
    const server = serverTexts(language);
    const web = await webCatalogue(language);
    expect({
      about: server.pages.about.title,
      contact: server.pages.contact.title,
      privacy: server.pages.privacy.title,
      licensing: server.pages.licensing.title,
      search: server.pages.search.title,
      project: server.pages.project.title,
      forgotPassword: server.pages.forgotPassword.title,
      resetPassword: server.pages.resetPassword.title,
      home: server.home.title,
      blogList: server.blog.listTitle,
      blogListPaged: server.blog.listTitlePaged,
      blogPost: server.blog.postTitle,
    }).toEqual({
      about: web.about!.documentTitle,
      contact: web.contact!.documentTitle,
      privacy: web.privacy!.documentTitle,
      licensing: web.licensing!.documentTitle,
      search: web.search!.documentTitle,
      project: web.project!.documentTitle,
      forgotPassword: web.passwordReset!.forgotDocumentTitle,
      resetPassword: web.passwordReset!.resetDocumentTitle,
      home: web.home!.documentTitle,
      blogList: web.blog!.listDocumentTitle,
      blogListPaged: web.blog!.listDocumentTitlePaged,
      blogPost: web.blog!.postDocumentTitle,
    });
  });
});
