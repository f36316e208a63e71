import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors.js';

/** A year: hashed asset names change with their content, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface IndexPage {
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

/**
 * index.html is read once, with the asset list: the page and the assets it names always
 * come from the same build, even if dist/ is rebuilt under a running server (restart to
 * serve a new build). Kept in memory, it costs no disk read per page load.
 */
function loadIndexPage(root: string): IndexPage {
  const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name)) : null);
  const raw = readFileSync(join(root, 'index.html'));
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  return { raw, br: read('index.html.br'), gzip: read('index.html.gz'), etag };
}

function pickEncoding(request: FastifyRequest, page: IndexPage): { body: Buffer; encoding?: string } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (page.br && /\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' };
  if (page.gzip && /\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.raw };
}

/**
 * Serves the built SPA: hashed assets cached for good, index.html revalidated on every
 * load (so a deploy is picked up at once), and index.html for every other page address.
 * API paths never fall through to the SPA: an unknown one is a JSON 404.
 */
export const spaPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    const page = existsSync(join(root, 'index.html')) ? loadIndexPage(root) : null;
    if (page) {
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
      if (!isPage || !page) throw notFound('address');
      // The SPA decides what a page address shows, its own 404 page included.
      reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      const { body, encoding } = pickEncoding(request, page);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(body);
    });
  },
  { name: 'agora-spa' },
);
