import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../core/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for every state-changing API request: a browser always
 * says where a request comes from (Origin, or Sec-Fetch-Site), and only this site's own
 * pages may change anything. Clients that are not browsers send neither and are judged by
 * their session alone. (SameSite=Lax cookies already stop most of this; this is the belt
 * to those braces, and it covers the routes better-auth does not see.)
 */
export const sameOriginPlugin = fp<{ publicUrl: string; siteOrigins: string[] }>(
  async (app, { publicUrl, siteOrigins }) => {
    const allowed = new Set(siteOrigins);
    const guard = async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const foreignOrigin = origin !== undefined && !allowed.has(origin);
      const crossSite = fetchSite === 'cross-site';
      if (!foreignOrigin && !crossSite) return;
      // A page of this very server, opened at an address the configuration does not know
      // (a proxy's name, an IP address): the operator needs to hear what to set.
      if (origin && !crossSite && originHost(origin) === request.host) {
        request.log.warn({ origin, publicUrl }, 'refused a request from this server opened at an address other than PUBLIC_URL');
        throw forbidden('wrong_site_address', { origin, publicUrl });
      }
      throw forbidden('cross_site');
    };
    // On the API routes that can change something only: reads never pay for this check.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/api/') || methods.every((method) => SAFE_METHODS.has(method))) return;
      route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), guard] as typeof route.onRequest;
    });
  },
  { name: 'agora-same-origin' },
);
