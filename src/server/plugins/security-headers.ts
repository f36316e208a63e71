import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The headers a helmet middleware sets, found by running it once against a response that
 * only records them. Its headers depend on its options alone, never on the request.
 */
export function capturedHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  middleware({ headers: {} } as IncomingMessage, recorder, (error) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * HTTP hardening with helmet: a Content-Security-Policy that allows no inline script and
 * no eval (the built app has none), no framing, no MIME sniffing, a strict referrer
 * policy, and HSTS only when the site is served over https.
 *
 * helmet is run once, at start, against a recording response, and its headers are then set
 * with one `reply.headers()` per request: no connect-style middleware per request (neither
 * @fastify/helmet, which also rebuilt helmet each time, nor helmet's own), for headers that
 * never change (measured: they cost cached reads more than the route and cache did).
 *
 * `mediaUrl` is S3_PUBLIC_URL: /media/ then redirects there, and pictures from that origin
 * must be allowed or browsers would block every one of them.
 */
export const securityHeadersPlugin = fp<{ publicUrl: string; mediaUrl?: string }>(
  async (app, { publicUrl, mediaUrl }) => {
    const https = publicUrl.startsWith('https://');
    const directives = {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Radix set styles through the DOM (not blocked). The one inline <style> is a
      // rendered page's critical stylesheet, allowed by its hash on that page alone (below).
      styleSrc: ["'self'"],
      // blob: for the preview of a picture while it uploads.
      imgSrc: ["'self'", 'data:', 'blob:', ...(mediaUrl ? [new URL(mediaUrl).origin] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    };
    const headers = capturedHeaders(helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Shared links' pictures are fetched by other sites' previews.
      crossOriginResourcePolicy: { policy: 'same-site' },
    }));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // The same policy allowing one inline stylesheet more: a page's critical stylesheet
    // (plugins/critical-css.ts), by its hash, so that no other inline style ever runs.
    app.decorate('policyWithStyle', (styleHash: string) =>
      capturedHeaders(helmet.contentSecurityPolicy({ useDefaults: false, directives: { ...directives, styleSrc: [...directives.styleSrc, `'${styleHash}'`] } }))['content-security-policy']!,
    );
  },
  { name: 'agora-security-headers' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy of a page whose one inline stylesheet has this hash ('sha256-…'). */
    policyWithStyle(styleHash: string): string;
  }
}
