import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../errors.js';

/** A year: hashed asset names change with their content, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for good, index.html revalidated on every
 * load (so a deploy is picked up at once), and index.html for every other page address.
 * API paths never fall through to the SPA: an unknown one is a JSON 404.
 */
export const spaPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    const hasWeb = existsSync(join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(reply, path) {
          reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn(`No built web app in ${root}: only the API is served (run npm run build).`);
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|assets)(\/|$)/.test(path);
      if (!isPage || !hasWeb) throw notFound('address');
      // The SPA decides what a page address shows, its own 404 page included.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'agora-spa' },
);
