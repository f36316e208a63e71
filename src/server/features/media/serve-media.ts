import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../core/errors.js';
import { isMembersMediaName, mayViewMembersPicture } from '../../core/media/members-media.js';
import { MEDIA_URL_PREFIX } from '../../core/media/presenter.js';
import type { MediaServing } from '../../core/media/storage.js';

/** Stored names never change (a new picture gets a new name), so browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A picture for members only is kept by no shared cache, and the browser asks again each time
 * (a 304 mostly): should its post become public again it moves, and this address stops
 * answering at once.
 */
const MEMBERS_ONLY = 'private, no-cache';

/** How long a browser and the caches between may keep a stored file. */
const cacheControlOf = (name: string) => (isMembersMediaName(name) ? MEMBERS_ONLY : IMMUTABLE);

/** The only addresses under /media/ that can name a stored file: `/media/<folder>/<random>-<width>.webp`. */
const MEDIA_PATH = /^\/media\/[a-z]+\/[A-Za-z0-9_-]+-\d+\.webp$/;

/** The path of a request, without its query. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

/** The stored name a checked /media/ path addresses: what follows the prefix (MEDIA_PATH allows no encoded characters). */
function nameOf(request: FastifyRequest): string {
  return pathOf(request).slice(MEDIA_URL_PREFIX.length);
}

/** The one entity tag of an If-None-Match header, to repeat in a 304; none for a list or `*`. */
function singleEtag(header: string | undefined): string | undefined {
  return header && !header.includes(',') && header.trim() !== '*' ? header.trim() : undefined;
}

/** A local folder, looked up per request so pictures uploaded after start are served too. */
async function serveDirectory(files: FastifyInstance, root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  await files.register(fastifyStatic, {
    root,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', cacheControlOf(path.slice(root.length + 1)));
      // The files are our own WebP, but a browser must never guess otherwise.
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

/**
 * Objects streamed from the store with the same headers a local file gets. HEAD is declared
 * rather than left to Fastify, whose automatic HEAD would read the whole object to discard it.
 */
function streamHandler(open: Extract<MediaServing, { kind: 'stream' }>['open']) {
  return async function handler(request: FastifyRequest, reply: FastifyReply) {
    const ifNoneMatch = request.headers['if-none-match'];
    const name = nameOf(request);
    const object = await open(name, ifNoneMatch);
    if (object === null) throw notFound('address');
    reply.header('cache-control', cacheControlOf(name)).header('x-content-type-options', 'nosniff');
    if (object === 'not-modified') {
      const etag = singleEtag(ifNoneMatch);
      if (etag) reply.header('etag', etag);
      return reply.code(304).send();
    }
    reply.header('content-type', object.contentType);
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (request.method === 'HEAD') {
      object.body.destroy();
      return reply.send();
    }
    return reply.send(object.body);
  };
}

function serveStream(files: FastifyInstance, open: Extract<MediaServing, { kind: 'stream' }>['open']): void {
  files.route({ method: ['GET', 'HEAD'], url: `${MEDIA_URL_PREFIX}*`, handler: streamHandler(open) });
}

/**
 * Files with a public address of their own: a permanent redirect there, cached for good
 * because a name always addresses the same bytes.
 */
function serveRedirect(files: FastifyInstance, serving: Extract<MediaServing, { kind: 'redirect' }>): void {
  const stream = streamHandler(serving.open);
  files.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_URL_PREFIX}*`,
    async handler(request: FastifyRequest, reply: FastifyReply) {
      // The bucket's public address is for everyone: a picture for members goes through Agora.
      if (isMembersMediaName(nameOf(request))) return stream(request, reply);
      return reply.code(301).header('location', `${serving.baseUrl}/${nameOf(request)}`).header('cache-control', IMMUTABLE).send();
    },
  });
}

/** GET /media/*: the stored files, however the storage keeps them: for everyone, but the pictures for members (members-only posts', collaborations'). */
export async function serveMedia(app: FastifyInstance, serving: MediaServing): Promise<void> {
  await app.register(async (files) => {
    // Only names of the shape we write get as far as the store: no `..`, no encoded
    // characters, no folders, no other kinds of file. The rest is an ordinary 404.
    files.addHook('onRequest', async (request) => {
      if (!MEDIA_PATH.test(pathOf(request))) throw notFound('address');
      // A picture of a post for members only, or of a collaboration, does not exist for a
      // visitor; nor one of a post waiting for review for anyone it does not show to, nor one
      // tagging a pupil whose family has not consented to members seeing it.
      const name = nameOf(request);
      if (!isMembersMediaName(name)) return;
      const user = await request.getUser();
      if (!user || !(await mayViewMembersPicture(app.db, user, name))) throw notFound('address');
    });
    if (serving.kind === 'directory') await serveDirectory(files, serving.root);
    else if (serving.kind === 'stream') serveStream(files, serving.open);
    else serveRedirect(files, serving);
  });
}
