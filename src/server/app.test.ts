import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { loadConfig } from './core/config.js';
import { openPostgres } from './core/db/postgres.js';
import { buildTestApp, TEST_ORIGIN } from './test/build-app.js';
import { tempFolder } from './test/temp-folder.js';

let app: App;
const webRoot = tempFolder('agora-web-');

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Agora</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("agora")');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({
    webRoot,
    beforeReady(app) {
      // A route that fails the way a bug would, to see what a client learns of a 5xx.
      app.get('/api/test-explodes', { config: { public: true } }, async () => {
        throw new Error('secret database detail');
      });
    },
  });
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', disk: expect.stringMatching(/^(ok|low)$/) });
  });
});

describe('errors', () => {
  it('answers an unknown API address with the JSON error shape, never the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'That address could not be found.', values: { what: 'address' } } });
  });

  it('hides the details of a 5xx behind a human message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again in a moment.' },
    });
    expect(response.body).not.toContain('secret');
  });

  it('refuses a body of the wrong content type with a human message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('That kind of content is not accepted here.');
  });
});

describe('the single-page app', () => {
  it('serves index.html for every page address, revalidated on every load', async () => {
    for (const url of ['/', '/profile', '/blog/2', '/about?x=1', '/collaboration', '/admin', '/create-collaboration/edit-blog/7b0c2f0e-0000-4000-8000-000000000000']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers an address no page takes with 404, still with the app, which shows its not-found page', async () => {
    for (const url of ['/no/such/page?x=1', '/blogs', '/profile/extra', '/create-collaboration/unknown-mode/1', '/blog-post']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a repeated page load with 304 when index.html has not changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/profile' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/collaboration', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves other static files with a short cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('building the app', () => {
  it('asks nothing of the database, so that a start builds it while the database starts (server.ts)', async () => {
    const dataDir = tempFolder('agora-build-');
    const authSecret = 'test-secret-that-is-long-enough-for-better-auth';
    const config = loadConfig({
      PUBLIC_URL: TEST_ORIGIN,
      DATABASE_URL: 'postgres://agora@localhost/agora?host=/nonexistent-socket-folder',
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      LOG_LEVEL: 'silent',
    });
    // A database that never answers: whatever the build asked of it would wait for ever.
    const database = await openPostgres(config.databaseUrl!, () => {}, { ready: new Promise<void>(() => {}) });
    const built = buildApp(config, { database, authSecret, webRoot, logger: false });
    const waited = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('buildApp waited for the database')), 20_000).unref());
    const app = await Promise.race([built, waited]);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);
});
