import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';
import { tempFolder } from '../../test/temp-folder.js';

// Post moderation: an admin takes a post off the site (and puts it back) or deletes it;
// an unpublished post is gone for everyone but its author and admins.

let app: App;
let author: TestUser;
let admin: TestUser;
const cookies: Record<'author' | 'other' | 'admin', string> = { author: '', other: '', admin: '' };
let thumbnailId: string;
const webRoot = tempFolder('agora-web-');

beforeAll(async () => {
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>Agora</title></head><body><div id="root"></div></body></html>');
  app = await buildTestApp({ webRoot });
  author = await createUser(app, { name: 'Eleni', surname: 'Nikolaou' });
  const other = await createUser(app);
  admin = await createUser(app, { admin: true, name: 'Head', surname: 'Teacher' });
  cookies.author = await signIn(app, author.email, author.password);
  cookies.other = await signIn(app, other.email, other.password);
  cookies.admin = await signIn(app, admin.email, admin.password);
  thumbnailId = (await createImage(app, author.id)).id;
});
afterAll(() => app.close());

type Who = keyof typeof cookies | undefined;
const call = callerAs<NonNullable<Who>>(() => app, cookies);

const newPost = (title = 'Field trip to the observatory') =>
  createPost(app, author.id, { title, thumbnailId, content: [{ type: 'paragraph', value: 'We saw the rings of Saturn.' }] });
const publicIds = async () => ((await call('GET', '/api/posts?page=1')).json().posts as { id: string }[]).map((post) => post.id);
const auditActions = async (action: string) =>
  (await call('GET', `/api/admin/audit?action=${action}`, 'admin')).json().entries as { actor: { id: string }; targetId: string; details: Record<string, unknown> }[];

describe('unpublishing a post', () => {
  it('takes its pictures off their public address too, and puts them back with it', async () => {
    const own = (await createImage(app, author.id)).id;
    const id = await createPost(app, author.id, { title: 'Class photo', thumbnailId: own });
    const src = async (who?: Who) => ((await call('GET', `/api/posts/${id}`, who)).json() as { thumbnail: { src: string } }).thumbnail.src;
    const before = await src();
    expect(before).toMatch(/^\/media\/blog\//);

    expect((await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', before)).statusCode).toBe(404);
    const hidden = await src('author');
    expect(hidden).toMatch(/^\/media\/members\//);
    // Only those who may read the post are served its picture: not a visitor, not another member.
    expect((await call('GET', hidden)).statusCode).toBe(404);
    expect((await call('GET', hidden, 'other')).statusCode).toBe(404);
    expect((await call('GET', hidden, 'author')).statusCode).toBe(200);
    expect((await call('GET', hidden, 'admin')).statusCode).toBe(200);

    expect((await call('POST', `/api/admin/posts/${id}/publish`, 'admin')).statusCode).toBe(200);
    const again = await src();
    expect(again).toMatch(/^\/media\/blog\//);
    expect((await call('GET', again)).statusCode).toBe(200);
  });

  it('takes it off the list, the post page, the feed, the sitemap and shared links, for visitors and other members', async () => {
    const id = await newPost('Robots at the science fair');
    // Read once first, so a cached public copy exists and must be dropped.
    expect((await call('GET', `/api/posts/${id}`)).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);

    const unpublished = await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin');
    expect(unpublished.statusCode).toBe(200);

    expect(await publicIds()).not.toContain(id);
    for (const who of [undefined, 'other'] as const) {
      const response = await call('GET', `/api/posts/${id}`, who);
      expect(response.statusCode, String(who)).toBe(404);
      expect(response.json().error.message).toBe('That post could not be found.');
    }
    expect((await call('GET', '/feed.xml')).body).not.toContain(id);
    expect((await call('GET', '/sitemap.xml')).body).not.toContain(id);
    const page = await call('GET', `/blog-post/${id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Robots at the science fair');
  });

  it('keeps it readable by its author, marked unpublished, in their post and their own list', async () => {
    const id = await newPost();
    await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin');
    const own = await call('GET', `/api/posts/${id}`, 'author');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, published: false, canEdit: true, canDelete: true, canModerate: false });
    // Nobody else's cache may keep a copy only its author and admins may read.
    expect(own.headers['cache-control']).toBe('private, no-store');
    const mine = (await call('GET', '/api/posts/mine?page=1', 'author')).json().posts;
    expect(mine.find((post: { id: string }) => post.id === id)).toMatchObject({ published: false });
  });

  it('lets admins read it and lists it for moderation with who unpublished it', async () => {
    const id = await newPost('Choir concert');
    await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin');
    expect((await call('GET', `/api/posts/${id}`, 'admin')).json()).toMatchObject({ published: false, canModerate: true });
    const listed = (await call('GET', '/api/admin/posts/unpublished', 'admin')).json().posts;
    expect(listed[0]).toEqual({
      id,
      title: 'Choir concert',
      author: { id: author.id, name: 'Eleni', surname: 'Nikolaou' },
      unpublishedAt: expect.any(String),
      unpublishedBy: { id: admin.id, name: 'Head', surname: 'Teacher' },
    });
  });

  it('keeps it unpublished when its author edits it', async () => {
    const id = await newPost();
    await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin');
    const edited = await call('PUT', `/api/posts/${id}`, 'author', {
      title: 'Field trip, corrected',
      thumbnailId,
      content: [{ type: 'paragraph', value: 'Without the photo of the bus.' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Field trip, corrected', published: false });
    expect(await publicIds()).not.toContain(id);
  });

  it('publishing it again brings it back for everyone, and both steps are in the audit log', async () => {
    const id = await newPost('Sports day');
    await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin');
    expect((await call('POST', `/api/admin/posts/${id}/publish`, 'admin')).statusCode).toBe(200);

    expect(await publicIds()).toContain(id);
    expect((await call('GET', `/api/posts/${id}`)).json()).toMatchObject({ published: true, canModerate: false });
    expect((await call('GET', '/api/admin/posts/unpublished', 'admin')).json().posts.map((post: { id: string }) => post.id)).not.toContain(id);
    for (const action of ['post.unpublished', 'post.published']) {
      expect((await auditActions(action)).find((entry) => entry.targetId === id), action).toMatchObject({
        actor: { id: admin.id },
        details: { title: 'Sports day', authorId: author.id },
      });
    }
  });

  it('refuses to unpublish twice or publish a published post, changing nothing', async () => {
    const id = await newPost();
    await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin');
    const twice = await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This post is already unpublished.');
    await call('POST', `/api/admin/posts/${id}/publish`, 'admin');
    const again = await call('POST', `/api/admin/posts/${id}/publish`, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This post is already published.');
    expect((await auditActions('post.unpublished')).filter((entry) => entry.targetId === id)).toHaveLength(1);
  });

  it('answers unknown and malformed post ids with 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense']) {
      for (const path of ['unpublish', 'publish']) {
        const response = await call('POST', `/api/admin/posts/${id}/${path}`, 'admin');
        expect(response.statusCode, `${path} ${id}`).toBe(404);
      }
    }
  });

  it('is for admins only: the author and other members get 403, visitors 401, and the post stays published', async () => {
    const id = await newPost();
    expect((await call('POST', `/api/admin/posts/${id}/unpublish`)).statusCode).toBe(401);
    for (const who of ['author', 'other'] as const) {
      expect((await call('POST', `/api/admin/posts/${id}/unpublish`, who)).statusCode, who).toBe(403);
    }
    expect(await publicIds()).toContain(id);
  });
});

describe('deleting a post', () => {
  it('an admin deletes anyone\'s post; the audit log keeps its title and author', async () => {
    const id = await newPost('A post with a pupil\'s full name');
    expect((await call('DELETE', `/api/posts/${id}`, 'admin')).statusCode).toBe(204);
    expect((await call('GET', `/api/posts/${id}`, 'author')).statusCode).toBe(404);
    expect((await auditActions('post.deleted')).find((entry) => entry.targetId === id)).toMatchObject({
      actor: { id: admin.id },
      details: { title: 'A post with a pupil\'s full name', authorId: author.id },
    });
  });

  it('another member may not delete it, and nothing is recorded', async () => {
    const id = await newPost();
    expect((await call('DELETE', `/api/posts/${id}`, 'other')).statusCode).toBe(403);
    expect((await call('GET', `/api/posts/${id}`)).statusCode).toBe(200);
    expect((await auditActions('post.deleted')).find((entry) => entry.targetId === id)).toBeUndefined();
  });
});
