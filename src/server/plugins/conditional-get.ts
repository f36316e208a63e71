import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a cached public read: the ETag lets browsers revalidate for free (304), and
 * `no-cache` makes them ask every time, so a new post shows at once.
 */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T, etag: string): T | FastifyReply {
  reply.header('etag', etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return body;
}
