import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** What a proxy may pass on as the request's id: short, and nothing a log reader could mistake. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Each request's id: the one the reverse proxy gave it (x-request-id), when a proxy is
 * trusted and the id looks sane, so one id follows the request through both logs; a fresh
 * UUID otherwise.
 */
export function requestIdGenerator(trustProxy: boolean | number | string) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    return trustProxy !== false && typeof given === 'string' && PROXY_REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/** A built file or a picture rather than a page or an API answer: /assets/…, /media/…, /favicon.svg. */
function isFile(path: string): boolean {
  return path.startsWith('/assets/') || path.startsWith('/media/') || (!path.startsWith('/api/') && /\.[A-Za-z0-9]+$/.test(path));
}

/**
 * One access-log line per request (method, path, status, time in ms, request id) and the
 * request id sent back as `x-request-id`, so a user's "it failed" can be found in the log.
 * The path is logged without its query string, which may one day carry a token.
 */
export const requestLogPlugin = fp<{ accessLog: boolean; quietFiles?: boolean }>(
  async (app, { accessLog, quietFiles = false }) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    if (!accessLog) return;
    app.addHook('onResponse', (request, reply, done) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const line = { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
      // In a terminal, a page's scripts, styles and pictures (dozens per visit) would bury what a
      // person reads there, the first sign-in among it: they go to debug, their failures stay.
      if (quietFiles && reply.statusCode < 400 && isFile(path)) request.log.debug(line, 'request');
      else request.log.info(line, 'request');
      done();
    });
  },
  { name: 'agora-request-log' },
);
