import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { buildTestApp, signIn, TEST_ORIGIN } from './test/build-app.js';
import { createUser } from './test/factories.js';

/**
 * Secure by default: every API route that does not declare `public: true` answers 401 to
 * a visitor. This test finds the routes itself, so each route later features add is
 * covered the day it is registered.
 */
let app: App;
const protectedRoutes: { method: string; url: string }[] = [];

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('protected API routes', () => {
  it('are found, and include the ones this release ships', () => {
    protectedRoutes.push(...app.apiRoutes.filter((r) => !r.public).map(({ method, url }) => ({ method, url: url.replace(/:(\w+)/g, 'x') })));
    expect(protectedRoutes).toContainEqual({ method: 'POST', url: '/api/auth/sign-out' });
  });

  it('each answer 401 with the JSON error shape without a session', async () => {
    for (const route of protectedRoutes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { origin: TEST_ORIGIN },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toEqual({
        error: { code: 'unauthorized', message: 'Please sign in to continue.' },
      });
    }
  });

  it('each answer 401 to a forged session cookie', async () => {
    for (const route of protectedRoutes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { origin: TEST_ORIGIN, cookie: 'agora.session_token=made-up.signature' },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answer signed-in readers with private, no-store: what a member sees (contact details) stays out of every shared cache', async () => {
    const member = await createUser(app);
    const cookie = await signIn(app, member.email, member.password);
    // A live stream's answer never ends, which inject() waits for: live.test.ts reads its headers over a socket.
    for (const route of protectedRoutes.filter((r) => r.method === 'GET' && r.url !== '/api/live')) {
      const response = await app.inject({ method: 'GET', url: route.url, headers: { cookie } });
      expect(response.headers['cache-control'], `GET ${route.url} (${response.statusCode})`).toBe('private, no-store');
    }
  });
});
