import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MISSING = '/media/blog/AAAAAAAAAAAAAAAAAAAAAA-640.webp';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

/**
 * Uploads a picture as a signed-in member, shows it in a post for everyone (an upload is private
 * until then), and answers its public view.
 */
async function uploadPicture(app: App): Promise<{ src: string }> {
  const member = await createUser(app);
  const cookie = await signIn(app, member.email, member.password);
  const body = fileUpload(await picture('png', 400, 200), 'picture.png', 'image/png');
  const response = await app.inject({
    method: 'POST',
    url: '/api/media?folder=blog',
    headers: { origin: TEST_ORIGIN, cookie, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: string };
  const post = { title: 'In the garden', thumbnailId: id, content: [{ type: 'paragraph', value: 'Sunflowers.' }], audience: 'everyone' };
  const created = await app.inject({ method: 'POST', url: '/api/posts', headers: { origin: TEST_ORIGIN, cookie }, payload: post });
  expect(created.statusCode, created.body).toBe(201);
  const detail = await app.inject({ method: 'GET', url: `/api/posts/${(created.json() as { id: string }).id}` });
  const { thumbnail } = detail.json() as { thumbnail: { src: string } };
  expect(thumbnail.src).toMatch(/^\/media\/blog\//);
  return thumbnail;
}

describe('GET /media/* from an S3 bucket, streamed by Agora', () => {
  let app: App;
  let src: string;
  beforeAll(async () => {
    app = await buildTestApp({ env: s3.env });
    expect(app.mediaStorage.serving.kind).toBe('stream');
    ({ src } = await uploadPicture(app));
  });
  afterAll(() => app?.close());

  it('streams an uploaded picture as image/webp, cached for good, with its etag and length', async () => {
    const response = await app.inject({ method: 'GET', url: src });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^".+"$/),
      'last-modified': expect.stringMatching(/GMT$/),
    });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 200]);
  });

  it('answers 304 with the etag when the browser has the picture already', async () => {
    const { etag } = (await app.inject({ method: 'GET', url: src })).headers;
    const response = await app.inject({ method: 'GET', url: src, headers: { 'if-none-match': String(etag) } });
    expect(response.statusCode).toBe(304);
    expect(response.headers.etag).toBe(etag);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const get = await app.inject({ method: 'GET', url: src });
    const head = await app.inject({ method: 'HEAD', url: src });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': get.headers['content-length'],
      etag: get.headers.etag,
      'cache-control': IMMUTABLE,
    });
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a name that is not in the bucket with our JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: MISSING });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'That address could not be found.', values: { what: 'address' } } });
  });

  it.each(['/media/', '/media/blog/../../secret', '/media/%2e%2e/x-320.webp', '/media/blog/.hidden-320.webp'])(
    'answers a path outside the media names with 404 before asking the bucket: %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    },
  );
});

describe('GET /media/* with S3_PUBLIC_URL: a redirect to the public address', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://media.example.org/agora/' } });
  });
  afterAll(() => app?.close());

  it('answers 301 to the same name under the public address, cached for good', async () => {
    const { src } = await uploadPicture(app);
    const response = await app.inject({ method: 'GET', url: src });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`https://media.example.org/agora/${src.slice('/media/'.length)}`);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('lets pages show pictures from that origin in the Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://media.example.org;");
  });

  it('still answers a path outside the media names with 404 rather than redirect it', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/blog/../../secret' });
    expect(response.statusCode).toBe(404);
  });
});
