import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/build-app.js';

/** What the parser and the router refuse before Agora's routes run still answers in Agora's shape. */
let app: App;
let port: number;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** Sends raw bytes over HTTP/1.1 and resolves with the whole answer. */
function raw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => {
      const [head, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(head!.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

describe('refusals before routing', () => {
  it('answers an address that cannot be decoded with 400 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/posts/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_url', message: 'That address is not valid.' } });
  });

  it('answers oversized headers with 431 in the error shape', async () => {
    const response = await raw(`GET /api/posts HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'headers_too_large', message: 'The request headers are too large.' } });
  });

  it('answers a request line the parser cannot read with 400 in the error shape', async () => {
    const response = await raw('GET /api/posts HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe('bad_request');
  });
});
