import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, signIn } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('upload rate limit', () => {
  it('allows a member 60 uploads in ten minutes, then answers 429, while others from the same address go on', async () => {
    const busy = await createUser(app);
    const other = await createUser(app);
    const busyCookie = await signIn(app, busy.email, busy.password);
    const otherCookie = await signIn(app, other.email, other.password);
    const form = fileUpload(await picture('png', 64, 48), 'tiny.png', 'image/png');
    const upload = (cookie: string) =>
      app.inject({ method: 'POST', url: '/api/media?folder=blog', headers: { ...form.headers, cookie }, payload: form.payload, remoteAddress: '10.5.5.5' });

    for (let i = 0; i < 60; i++) expect((await upload(busyCookie)).statusCode).toBe(201);
    const refused = await upload(busyCookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: 'Too many attempts. Please wait 10 minutes and try again.', values: { count: 10 } } });
    expect((await upload(otherCookie)).statusCode).toBe(201);
  }, 60_000);
});
