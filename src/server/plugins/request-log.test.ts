import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, TEST_ORIGIN } from '../test/build-app.js';
import { createUser } from '../test/factories.js';

/** Operable logs: one access line per request, and one id tying a request's lines to its answer. */
let app: App;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildTestApp({
    logger: { level: 'info', stream },
    beforeReady(app) {
      app.get('/api/test-fails', { config: { public: true } }, async () => {
        throw new Error('a bug');
      });
    },
  });
});
afterAll(() => app.close());

const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe('request logs', () => {
  it('writes one access line per request with method, path without query, status, time and the id it answers with', async () => {
    lines = [];
    const response = await app.inject({ method: 'GET', url: '/api/posts?page=1' });
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const access = linesOf(requestId).filter((line) => line.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: 'GET', path: '/api/posts', status: 200 });
    expect(typeof access[0]!.ms).toBe('number');
  });

  it('gives every request its own id', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('puts the request id on the error line of a 5xx', async () => {
    lines = [];
    const response = await app.inject({ method: 'GET', url: '/api/test-fails' });
    expect(response.statusCode).toBe(500);
    const error = linesOf(String(response.headers['x-request-id'])).find((line) => line.msg === 'request failed');
    expect(error).toMatchObject({ level: 50, err: { message: 'a bug' } });
  });

  it("puts the request id on the auth library's own lines", async () => {
    const user = await createUser(app);
    lines = [];
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: 'not-the-password-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(linesOf(String(response.headers['x-request-id'])).find((line) => line.source === 'better-auth')).toMatchObject({
      msg: 'Invalid password',
    });
  });

  it('ignores a request id sent by a client when no proxy is trusted', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(response.headers['x-request-id']).not.toBe('chosen-by-the-client');
  });
});

describe('request ids behind a trusted proxy', () => {
  it("keeps the proxy's id when it looks sane, so one id follows the request through both logs", async () => {
    const behindProxy = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const kept = await behindProxy.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'proxy-1234abcd' } });
      expect(kept.headers['x-request-id']).toBe('proxy-1234abcd');
      const odd = await behindProxy.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\nc' } });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the access log in a terminal', () => {
  it('keeps files (scripts, styles, pictures) out of info, pages and API answers in it, and files that fail too', async () => {
    const seen: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line) seen.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const quiet = await buildTestApp({
      logger: { level: 'info', stream },
      // A person at a terminal (the logger itself stays this test's JSON stream).
      env: { LOG_FORMAT: 'pretty' },
      beforeReady(app) {
        app.get('/assets/app-1234.js', { config: { public: true } }, async () => 'code');
        app.get('/favicon.svg', { config: { public: true } }, async () => '<svg/>');
      },
    });
    try {
      for (const url of ['/assets/app-1234.js', '/favicon.svg', '/assets/missing-1.js', '/api/health']) await quiet.inject({ method: 'GET', url });
      const paths = seen.filter((line) => line.msg === 'request').map((line) => `${line.path} ${line.status}`);
      expect(paths).toEqual(['/assets/missing-1.js 404', '/api/health 200']);
    } finally {
      await quiet.close();
    }
  });
});
