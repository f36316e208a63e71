import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail } from '../../../shared/schemas/posts.js';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';

/**
 * The pictures of a post for members only are served to signed-in members alone, by Agora,
 * kept by no shared cache, whether the files are in a local folder, in a bucket Agora streams
 * from, or in a bucket with a public address of its own; and they move to the public when the
 * post is for everyone. Each move gives them a new name: no old address keeps answering. An
 * upload starts private, its uploader's, until what shows it is public.
 */
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

type Role = 'author' | 'member';

const storages = [
  ['a local folder', () => ({})],
  ['a bucket Agora streams from', () => s3.env],
  ['a bucket with a public address', () => ({ ...s3.env, S3_PUBLIC_URL: 'https://media.example.org/agora' })],
] as const;

describe.each(storages)('the pictures of a post for members only, in %s', (_where, env) => {
  let app: App;
  const people = {} as Record<Role, TestUser>;
  const cookies = {} as Record<Role, string>;
  const call = callerAs<Role>(() => app, cookies);

  beforeAll(async () => {
    app = await buildTestApp({ env: env() });
    people.author = await createUser(app);
    people.member = await createUser(app);
    for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  });
  afterAll(() => app?.close());

  async function upload(): Promise<{ id: string; src: string }> {
    const body = fileUpload(await picture('png', 400, 200), 'picture.png', 'image/png');
    const response = await app.inject({ method: 'POST', url: '/api/media?folder=blog', headers: { origin: TEST_ORIGIN, cookie: cookies.author, ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const post = (thumbnailId: string, imageId: string, audience: 'everyone' | 'members') => ({
    title: 'Pond life',
    thumbnailId,
    content: [
      { type: 'paragraph', value: 'Tadpoles.' },
      { type: 'image', value: imageId, alt: 'A tadpole' },
    ],
    audience,
  });

  /** The post as a member reads it: its thumbnail's and image block's addresses. */
  async function addresses(id: string): Promise<string[]> {
    const response = await call('GET', `/api/posts/${id}`, 'member');
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as PostDetail;
    const block = detail.content.find((b) => b.type === 'image');
    return [detail.thumbnail!.src, block && 'image' in block ? block.image!.src : ''];
  }

  const fetchAs = (src: string, who?: Role) => call('GET', src, who);

  async function storedNames(): Promise<string[]> {
    const names: string[] = [];
    for await (const file of app.mediaStorage.list()) names.push(file.name);
    return names;
  }

  it('are for signed-in members only, never kept by a shared cache, and never had a public address', async () => {
    const [thumbnail, image] = await Promise.all([upload(), upload()]);
    // A fresh upload is private from the start: its uploader's alone until a post shows it.
    for (const { src } of [thumbnail, image]) {
      expect(src).toMatch(/^\/media\/members\/[A-Za-z0-9_-]+-\d+\.webp$/);
      expect((await fetchAs(src)).statusCode).toBe(404);
      expect((await fetchAs(src, 'member')).statusCode).toBe(404);
      expect((await fetchAs(src, 'author')).statusCode).toBe(200);
    }
    const created = await call('POST', '/api/posts', 'author', post(thumbnail.id, image.id, 'members'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };

    const srcs = await addresses(id);
    for (const src of srcs) {
      expect(src).toMatch(/^\/media\/members\/[A-Za-z0-9_-]+-\d+\.webp$/);
      expect((await fetchAs(src)).statusCode).toBe(404);
      const asMember = await fetchAs(src, 'member');
      expect(asMember.statusCode).toBe(200);
      expect(asMember.headers['content-type']).toBe('image/webp');
      expect(asMember.headers['cache-control']).toBe('private, no-cache');
    }
    // They stayed where they were uploaded: no public name was ever written.
    expect(srcs).toEqual([thumbnail.src, image.src]);
    const names = await storedNames();
    for (const src of srcs) expect(names).toContain(src.slice('/media/'.length));
  });

  it('move back to the public, under new names, when the post is for everyone again', async () => {
    const [thumbnail, image] = await Promise.all([upload(), upload()]);
    const { id } = (await call('POST', '/api/posts', 'author', post(thumbnail.id, image.id, 'members'))).json() as { id: string };
    const forMembers = await addresses(id);
    expect((await call('PUT', `/api/posts/${id}`, 'author', post(thumbnail.id, image.id, 'everyone'))).statusCode).toBe(200);
    const forEveryone = await addresses(id);
    for (const [n, src] of forEveryone.entries()) {
      expect(src).toMatch(/^\/media\/blog\//);
      expect(src).not.toBe([thumbnail, image][n]!.src);
      expect([200, 301]).toContain((await fetchAs(src)).statusCode);
    }
    for (const src of forMembers) expect((await fetchAs(src, 'member')).statusCode).toBe(404);
  });

  it('stay public while a post for everyone shows them too, and become the members\' when it is gone', async () => {
    const [thumbnail, image] = await Promise.all([upload(), upload()]);
    const open = (await call('POST', '/api/posts', 'author', post(thumbnail.id, image.id, 'everyone'))).json() as { id: string };
    const closed = (await call('POST', '/api/posts', 'author', post(thumbnail.id, image.id, 'members'))).json() as { id: string };
    // The world sees them in the public post anyway.
    for (const src of await addresses(closed.id)) expect(src).toMatch(/^\/media\/blog\//);
    expect((await call('DELETE', `/api/posts/${open.id}`, 'author')).statusCode).toBe(204);
    for (const src of await addresses(closed.id)) {
      expect(src).toMatch(/^\/media\/members\//);
      expect((await fetchAs(src)).statusCode).toBe(404);
    }
  });
});
