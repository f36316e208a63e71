import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../test/build-app.js';
import { createUser } from '../test/factories.js';

let app: App;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  const member = await createUser(app);
  cookie = await signIn(app, member.email, member.password);
});
afterAll(() => app.close());

const idea = { title: 'Forged?', thumbnailId: null, content: [{ type: 'paragraph', value: 'x' }] };
const create = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/collaborations', headers: { cookie, ...headers }, payload: idea });

describe('state-changing requests from other sites', () => {
  it('are refused with 403 when the Origin is another site', async () => {
    const response = await create({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'cross_site', message: 'This request did not come from this site.' } });
  });

  it('are refused when the browser marks them cross-site', async () => {
    expect((await create({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it("are accepted from the site's own pages and from clients that are not browsers", async () => {
    expect((await create({ origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await create({})).statusCode).toBe(201);
  });

  it('do not affect reads', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/collaborations/board', headers: { cookie, origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('the addresses of a site without PUBLIC_URL', () => {
  it('are every loopback name of its port: signing in and writing work at 127.0.0.1 as at localhost', async () => {
    const local = await buildTestApp({ publicUrl: null });
    try {
      const member = await createUser(local);
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
        const signedIn = await local.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin, host: new URL(origin).host },
          payload: { email: member.email, password: member.password },
        });
        expect(signedIn.statusCode, `${origin}: ${signedIn.body}`).toBe(200);
        const session = signedIn.cookies.find((c) => c.name === 'agora.session_token')!;
        const written = await local.inject({
          method: 'POST',
          url: '/api/collaborations',
          headers: { origin, cookie: `${session.name}=${session.value}` },
          payload: idea,
        });
        expect(written.statusCode, origin).toBe(201);
      }
      // Another port is another site.
      expect((await local.inject({ method: 'POST', url: '/api/collaborations', headers: { origin: 'http://localhost:4000', cookie }, payload: idea })).statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });
});

describe('a page of this server opened at an address other than PUBLIC_URL', () => {
  it('is refused in words that say what to set', async () => {
    const behindProxy = await buildTestApp({ publicUrl: 'https://agora.school.example' });
    try {
      const response = await behindProxy.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' },
        payload: { email: 'someone@school.test', password: 'a-password-1' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        "This page was opened at http://10.0.0.5:3000, but the site's address is set to https://agora.school.example. Open the site at https://agora.school.example, or ask its administrator to set PUBLIC_URL to http://10.0.0.5:3000.",
      );
    } finally {
      await behindProxy.close();
    }
  });
});
