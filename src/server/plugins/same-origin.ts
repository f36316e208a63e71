import fp from 'fastify-plugin';
import { forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing API request: a browser always
 * says where a request comes from (Origin, or Sec-Fetch-Site), and only this site's own
 * pages may change anything. Clients that are not browsers send neither and are judged by
 * their session alone. (SameSite=Lax cookies already stop most of this; this is the belt
 * to those braces, and it covers the routes better-auth does not see.)
 */
export const sameOriginPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const siteOrigin = new URL(publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const foreignOrigin = origin !== undefined && origin !== siteOrigin;
      const crossSite = fetchSite === 'cross-site';
      if (foreignOrigin || crossSite) throw forbidden('This request did not come from this site.');
    });
  },
  { name: 'agora-same-origin' },
);
