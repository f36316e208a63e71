import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/languages.js';
import { requestContext } from '../lib/request-context.js';
import type { Auth } from './create-auth.js';

/** Headers that describe the body as better-auth sent it; Fastify sets its own. */
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie']);

/** better-auth's answer, already copied onto the Fastify reply except for its body. */
interface AuthAnswer {
  status: number;
  /** Parsed JSON body, or null when there was none. */
  body: unknown;
}

/**
 * Passes a Fastify request to better-auth's fetch handler as a standard Request: the
 * client address travels in a header only we set, and every Set-Cookie comes back.
 */
export async function callAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  body?: unknown,
  /** The better-auth endpoint, when it is not the one the request was made to. */
  path?: string,
  /** The reader's language, for a mail better-auth asks us to send while it handles this. */
  language?: Language,
): Promise<AuthAnswer> {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-agora-client-ip', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  const url = new URL(path ?? request.url, `${request.protocol}://${request.host}`);
  // Whatever better-auth logs while handling this carries the request's id.
  const response = await requestContext.run({ requestId: request.id, ...(language ? { language } : {}) }, () =>
    auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(body ?? request.body ?? {}) : undefined,
      }),
    ),
  );
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  return { status: response.status, body: text ? safeJson(text) : null };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
