import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAROUSEL_SIZES } from '../../../shared/constants.js';
import { siteImagesView } from '../../../shared/schemas/site.js';
import { jsonBody, sendWithEtag } from '../../plugins/conditional-get.js';
import { CACHE_TAGS } from '../../core/events/cache-tags.js';
import { serverTexts } from '../../core/i18n/texts.js';
import { loadProjectSummaries } from '../../core/projects/summaries.js';
import { loadSiteImages } from './site-images.js';

/** What the public pages (home, about, project, contact, privacy, licensing) need from the server. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = () =>
    app.publicCache.get('site:images', async () => {
      const view = { ...(await loadSiteImages(app.db)), projects: await loadProjectSummaries(app.db, { archived: false }) };
      return { view, body: jsonBody(siteImagesView, view) };
    }, [CACHE_TAGS.site, CACHE_TAGS.projects]);


  app.get('/api/site', { config: { public: true }, schema: { response: { 200: siteImagesView } } }, async (request, reply) => {
    return sendWithEtag(request, reply, (await images()).body);
  });

  // The site's public pages, each registered once. Their HTML shows the site's pictures and
  // fixed text (the cache's `site` tag); home's meta names its first picture, the others'
  // titles and descriptions are the server's texts.
  const siteTags = () => [CACHE_TAGS.site];
  // Home's circles and the projects page show the open projects (the other pages' menus ask for them once opened).
  const projectsTags = () => [CACHE_TAGS.site, CACHE_TAGS.projects];
  const siteImagesData = async () => (await images()).view;
  app.publicPages.register('home', {
    data: siteImagesData,
    tags: projectsTags,
    meta: async (_params, language) => {
      const first = (await images()).view.carousel[0];
      return {
        ...serverTexts(language).home,
        preloadData: ['/api/site'],
        ...(first
          ? {
              image: { src: first.src, width: first.width, height: first.height },
              preloadImage: { src: first.src, srcset: first.srcset, sizes: CAROUSEL_SIZES },
            }
          : {}),
      };
    },
  });
  app.publicPages.register('project', { data: siteImagesData, tags: projectsTags });
  for (const page of ['about', 'contact', 'privacy', 'licensing'] as const) app.publicPages.register(page, { tags: siteTags });
};
