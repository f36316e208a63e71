import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAROUSEL_SIZES } from '../../../shared/constants.js';
import { siteImagesView } from '../../../shared/schemas/site.js';
import { jsonBody, sendWithEtag } from '../../plugins/conditional-get.js';
import { loadSiteImages } from './site-images.js';

const SITE_DESCRIPTION = 'Agora is the community of our school activities programme: projects, clubs, stories and photos.';

/** What the public pages (home, about, project, contact, privacy, licensing) need from the server. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = () =>
    app.publicCache.get('site:images', async () => {
      const view = await loadSiteImages(app.db);
      return { view, body: jsonBody(siteImagesView, view) };
    });

  app.get('/api/site', { config: { public: true }, schema: { response: { 200: siteImagesView } } }, async (request, reply) => {
    return sendWithEtag(request, reply, (await images()).body);
  });

  app.pageMeta.add('/', async () => {
    const first = (await images()).view.carousel[0];
    return {
      title: 'Agora · School activities programme',
      description: SITE_DESCRIPTION,
      preloadData: ['/api/site'],
      ...(first
        ? {
            image: { src: first.src, width: first.width, height: first.height },
            preloadImage: { src: first.src, srcset: first.srcset, sizes: CAROUSEL_SIZES },
          }
        : {}),
    };
  }, 'src/web/features/site/pages/HomePage.tsx');
  const titled = (path: string, page: string, title: string, description: string) =>
    app.pageMeta.add(path, async () => ({ title: `${title} · Agora`, description }), `src/web/features/site/pages/${page}.tsx`);
  titled('/about', 'AboutPage', 'About', 'Who we are and what our school activities programme offers.');
  app.pageMeta.add(
    '/project',
    async () => ({
      title: 'Projects · Agora',
      description: 'The projects of our school activities programme, in pictures.',
      preloadData: ['/api/site'],
    }),
    'src/web/features/site/pages/ProjectPage.tsx',
  );
  titled('/contact', 'ContactPage', 'Contact', 'Write to the school activities programme.');
  titled('/privacy', 'PrivacyPage', 'Privacy Policy', 'What Agora stores, who sees it, and how to ask for its deletion.');
  titled('/licensing', 'LicensingPage', 'Licensing', 'The licences of the Agora software and of the pictures on this site.');
};
