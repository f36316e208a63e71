import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsUpdate, siteSettingsView } from '../../../shared/schemas/site.js';
import { readSiteLanguage, writeSiteLanguage } from '../../core/i18n/site-language.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { sitePolicy } from './policy.js';

/**
 * The site's settings, for administrators (admin area, Settings): the language the site speaks
 * to readers who chose none. A change is audited, and reaches every instance at once (the
 * setting is kept in the public cache, which a NOTIFY empties everywhere).
 */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/site-settings', { schema: { response: { 200: siteSettingsView } } }, async (request) => {
    sitePolicy.authorize(currentUser(request), 'configure');
    return { defaultLanguage: await readSiteLanguage(app.db) };
  });

  app.put('/api/admin/site-settings', { schema: { body: siteSettingsUpdate, response: { 200: siteSettingsView } } }, async (request) => {
    const admin = currentUser(request);
    sitePolicy.authorize(admin, 'configure');
    const { defaultLanguage } = request.body;
    const before = await readSiteLanguage(app.db);
    if (defaultLanguage !== before) {
      await app.change(request, async (tx, record) => {
        await writeSiteLanguage(tx, defaultLanguage);
        record({ type: 'site.language_changed', targetType: 'site', targetId: null, details: { from: before, to: defaultLanguage } });
      });
    }
    return { defaultLanguage };
  });
};
