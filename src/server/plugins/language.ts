import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '../../shared/languages.js';
import { CACHE_TAGS } from '../core/events/cache-tags.js';
import { readSiteLanguage } from '../core/i18n/site-language.js';


/** The value of the cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's default language, as administrators set it (kept in the public cache). */
    siteLanguage(): Promise<Language>;
    /** The language to answer `request` in: the reader's choice, their browser's, or the site's (shared/languages.ts). */
    languageOf(request: FastifyRequest): Promise<Language>;
  }
}

/**
 * Which language a request is answered in. The site's default is read once and kept like
 * a public answer, so that the many readers with no choice of their own cost no query; an
 * administrator's change reaches every instance through the cache's NOTIFY.
 */
export const languagePlugin = fp(
  async (app) => {
    const siteLanguage = () => app.publicCache.get('site:language', () => readSiteLanguage(app.db), [CACHE_TAGS.siteSettings]);
    app.decorate('siteLanguage', siteLanguage);
    app.decorate('languageOf', async (request: FastifyRequest) => {
      const choice = { cookie: readCookie(request.headers.cookie, LANGUAGE_COOKIE), acceptLanguage: request.headers['accept-language'] };
      return chooseLanguage(choice, await siteLanguage());
    });
  },
  { name: 'agora-language', dependencies: ['agora-db', 'agora-public-cache'] },
);
