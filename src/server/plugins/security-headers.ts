import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * HTTP hardening with helmet: a Content-Security-Policy that allows no inline script and
 * no eval (the built app has none), no framing, no MIME sniffing, a strict referrer
 * policy, and HSTS only when the site is served over https.
 *
 * helmet itself, built once here, rather than @fastify/helmet, which builds helmet anew
 * (parsing every directive) for each request: that cost public reads about 5% of their
 * throughput for headers that never change (`npm run bench`).
 *
 * `mediaUrl` is S3_PUBLIC_URL: /media/ then redirects there, and pictures from that origin
 * must be allowed or browsers would block every one of them.
 */
export const securityHeadersPlugin = fp<{ publicUrl: string; mediaUrl?: string }>(
  async (app, { publicUrl, mediaUrl }) => {
    const https = publicUrl.startsWith('https://');
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React and Radix set styles through the DOM (not blocked); no inline <style> is needed.
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
        },
      },
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Shared links' pictures are fetched by other sites' previews.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'agora-security-headers' },
);
