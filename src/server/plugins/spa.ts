import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors.js';
import { contentEtag } from './conditional-get.js';
import { readPageChunks } from './page-chunks.js';
import { renderPageHtml } from './page-meta.js';

/** A year: hashed asset names change with their content, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One HTML answer in every encoding we send, with its ETag. */
interface HtmlPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  status: number;
}

function htmlPage(html: string | Buffer, status = 200): HtmlPage {
  const raw = Buffer.isBuffer(html) ? html : Buffer.from(html);
  return {
    raw,
    br: brotliCompressSync(raw),
    gzip: gzipSync(raw),
    etag: contentEtag(raw),
    status,
  };
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [body, encoding] = /\bbr\b/.test(accepted) ? [page.br, 'br'] : /\bgzip\b/.test(accepted) ? [page.gzip, 'gzip'] : [page.raw, null];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(page.status).type('text/html; charset=utf-8').send(body);
}

/**
 * Serves the built SPA: hashed assets cached for good, index.html revalidated on every
 * load (so a deploy is picked up at once), and index.html for every other page address,
 * with the title and OpenGraph tags a feature gives for it (plugins/page-meta.ts).
 * index.html is read once, with the asset list, so page and assets always come from the
 * same build (restart to serve a new one). API paths never fall through to the SPA.
 */
export const spaPlugin = fp<{ root: string; publicUrl: string }>(
  async (app, { root, publicUrl }) => {
    const hasWeb = existsSync(join(root, 'index.html'));
    const template = hasWeb ? readFileSync(join(root, 'index.html'), 'utf8') : '';
    const plainPage = hasWeb ? htmlPage(template) : null;
    const notFoundPage = hasWeb ? htmlPage(template, 404) : null;
    const pageChunks = readPageChunks(root);
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

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|assets)(\/|$)/.test(path);
      if (!isPage || !plainPage) throw notFound('address');
      const described = app.pageMeta.lookup(path);
      // An address no page takes is a 404 for browsers and crawlers alike; the app shows its not-found page.
      if (described === 'unknown') return sendHtml(request, reply, notFoundPage!);
      if (!described) return sendHtml(request, reply, plainPage);
      // The SPA decides what the page shows; the HTML only carries what links and crawlers read.
      // Kept without tags: any write that changes anything public drops it (its meta may show any of it).
      const page = await app.publicCache.get(`html:${path}`, async () => {
        const meta = await described.resolve();
        if (meta === 'not-found') return htmlPage(template, 404);
        const preloadModules = [...new Set(described.modules.flatMap(pageChunks))];
        return htmlPage(renderPageHtml(template, { ...meta, preloadModules }, new URL(path, publicUrl).toString(), publicUrl));
      });
      return sendHtml(request, reply, page);
    });
  },
  { name: 'agora-spa', dependencies: ['agora-page-meta', 'agora-public-cache'] },
);
