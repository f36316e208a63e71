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
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: 'This request did not come from this site.' } });
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
