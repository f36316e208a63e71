import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../test/build-app.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('search rate limit', () => {
  it('answers sixty searches a minute from one address, then 429 with how long to wait, while other addresses go on', async () => {
    const search = (remoteAddress: string, url = '/api/search?q=robots') => app.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < 60; i++) expect((await search('10.6.6.6')).statusCode).toBe(200);
    const refused = await search('10.6.6.6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: 'Too many attempts. Please wait 1 minute and try again.', values: { count: 1 } } });
    expect((await search('10.6.6.7')).statusCode).toBe(200);
  }, 60_000);

  it("counts the search page's HTML too, which searches as the API does", async () => {
    // Without a built web app this server answers the page with 404; the limit comes first all the same.
    const page = () => app.inject({ method: 'GET', url: '/search?q=robots', remoteAddress: '10.7.7.7' });
    for (let i = 0; i < 60; i++) expect((await page()).statusCode).not.toBe(429);
    expect((await page()).statusCode).toBe(429);
  }, 60_000);
});
