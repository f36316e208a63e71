import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '../../shared/error-messages.js';
import { errorBody } from '../core/errors.js';

/**
 * Errors Fastify meets before any route or hook of ours runs (an address it cannot decode),
 * answered in Agora's error shape and words instead of Fastify's.
 */
export function frameworkErrors(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(errorBody('bad_url', errorMessage('bad_url')));
    return;
  }
  void reply.code(400).send(errorBody('bad_request', errorMessage('bad_request')));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a
 * malformed request line): one plain HTTP answer in Agora's error shape, then the
 * connection is closed, as Fastify's own handler does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, reason, payload] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', errorBody('headers_too_large', errorMessage('headers_too_large'))]
      : [400, 'Bad Request', errorBody('bad_request', errorMessage('bad_request'))];
  const text = JSON.stringify(payload);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
