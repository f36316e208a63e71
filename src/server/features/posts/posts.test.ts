import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { posts } from '../../core/db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

let app: App;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
const cookies: Record<'author' | 'other' | 'admin', string> = { author: '', other: '', admin: '' };
let thumbnailId: string;
let imageId: string;

beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app, { name: 'Eleni', surname: 'Nikolaou' });
  other = await createUser(app);
  admin = await createUser(app, { admin: true });
  cookies.author = await signIn(app, author.email, author.password);
  cookies.other = await signIn(app, other.email, other.password);
  cookies.admin = await signIn(app, admin.email, admin.password);
  thumbnailId = (await createImage(app, author.id)).id;
  imageId = (await createImage(app, author.id)).id;
});
afterAll(() => app.close());

const validPost = () => ({
  title: 'Our robotics club won the regional final',
  thumbnailId,
  content: [
    { type: 'title', value: 'The day' },
    { type: 'paragraph', value: 'A'.repeat(120) },
    { type: 'bullets', value: '• Build\n• Test' },
    { type: 'image', value: imageId, alt: 'The robot on the table' },
  ],
});

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: keyof typeof cookies, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: cookies[who] } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const postCount = async () => (await app.db.select({ n: count() }).from(posts))[0]!.n;

describe('writing posts', () => {
  it('a member publishes a post and it leads the public list with its excerpt and author', async () => {
    const created = await request('POST', '/api/posts', 'author', validPost());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const list = await request('GET', '/api/posts?page=1');
    expect(list.statusCode).toBe(200);
    const first = list.json().posts[0];
    expect(first).toMatchObject({
      id,
      title: 'Our robotics club won the regional final',
      excerpt: `${'A'.repeat(100)}...`,
      author: { id: author.id, name: 'Eleni', surname: 'Nikolaou' },
    });
    expect(first.thumbnail).toMatchObject({ id: thumbnailId, width: expect.any(Number), height: expect.any(Number) });
    expect(JSON.stringify(list.json())).not.toContain(author.email);
  });

  it('a visitor reads a post with its blocks, images and author card, and may not change it', async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    const response = await request('GET', `/api/posts/${id}`);
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post.content[3]).toMatchObject({ type: 'image', value: imageId, alt: 'The robot on the table', image: { id: imageId } });
    expect(post.author).toEqual({ id: author.id, name: 'Eleni', surname: 'Nikolaou', description: '', image: null });
    expect(post).toMatchObject({ canEdit: false, canDelete: false });
    expect(response.body).not.toContain(author.email);
  });

  it('tells each caller what they may do with a post', async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    expect((await request('GET', `/api/posts/${id}`, 'author')).json()).toMatchObject({ canEdit: true, canDelete: true });
    expect((await request('GET', `/api/posts/${id}`, 'other')).json()).toMatchObject({ canEdit: false, canDelete: false });
    expect((await request('GET', `/api/posts/${id}`, 'admin')).json()).toMatchObject({ canEdit: true, canDelete: true });
  });

  it('a visitor may not write, change or delete posts, nor list "mine"', async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    for (const [method, url, body] of [
      ['POST', '/api/posts', validPost()],
      ['PUT', `/api/posts/${id}`, validPost()],
      ['DELETE', `/api/posts/${id}`, undefined],
      ['GET', '/api/posts/mine', undefined],
    ] as const) {
      const response = await request(method, url, undefined, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('the author edits their post; the list and the post show the change', async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    const edited = { ...validPost(), title: 'Regional champions!', content: [{ type: 'paragraph', value: 'Short.' }] };
    const response = await request('PUT', `/api/posts/${id}`, 'author', edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Regional champions!', content: [{ type: 'paragraph', value: 'Short.' }] });
    const card = (await request('GET', '/api/posts')).json().posts.find((p: { id: string }) => p.id === id);
    expect(card).toMatchObject({ title: 'Regional champions!', excerpt: 'Short....' });
  });

  it('answers an edit with the post as reading it then shows it, whether it stays where it was or moves into a project', async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    const kept = await request('PUT', `/api/posts/${id}`, 'author', { ...validPost(), title: 'Kept where it was' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual((await request('GET', `/api/posts/${id}`, 'author')).json());
    expect((await request('POST', '/api/admin/projects', 'admin', { slug: 'robotics', nameEn: 'Robotics', nameEl: 'Ρομποτική' })).statusCode).toBe(201);
    const projectId = (await request('GET', '/api/projects/robotics', 'admin')).json().id as string;
    const moved = await request('PUT', `/api/posts/${id}`, 'admin', { ...validPost(), title: 'Moved by an admin', audience: 'project', projectId });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Moved by an admin', project: { slug: 'robotics' } });
    expect(moved.json()).toEqual((await request('GET', `/api/posts/${id}`, 'admin')).json());
  });

  it("an edit to one post forgets that post and the lists, and leaves another post's cached answer in place", async () => {
    const a = (await request('POST', '/api/posts', 'author', { ...validPost(), title: 'Post A' })).json().id as string;
    const b = (await request('POST', '/api/posts', 'author', { ...validPost(), title: 'Post B' })).json().id as string;
    for (const url of [`/api/posts/${a}`, `/api/posts/${b}`, '/api/posts']) await request('GET', url);
    // Changed behind the cache's back: only a recomputed answer can show it.
    await app.db.update(posts).set({ title: 'Post B, changed in the database' }).where(eq(posts.id, b));
    expect((await request('PUT', `/api/posts/${a}`, 'author', { ...validPost(), title: 'Post A, edited' })).statusCode).toBe(200);
    // Read as the author's browser does after its edit (the cookie the edit set): never an answer
    // from before it (others may be served one while the new one is made: post-edits-cache.test.ts).
    const afterMyEdit = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: 'agora_wrote=1' } });
    expect((await afterMyEdit(`/api/posts/${a}`)).json().title).toBe('Post A, edited');
    expect((await afterMyEdit(`/api/posts/${b}`)).json().title).toBe('Post B');
    const titles = (await afterMyEdit('/api/posts')).json().posts.map((p: { title: string }) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Post A, edited', 'Post B, changed in the database']));
  });

  it("another member can neither edit nor delete someone else's post, and nothing changes", async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    const edit = await request('PUT', `/api/posts/${id}`, 'other', { ...validPost(), title: 'Hijacked' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: { code: 'own_posts_edit', message: 'You can only edit your own posts.' } });
    const remove = await request('DELETE', `/api/posts/${id}`, 'other');
    expect(remove.statusCode).toBe(403);
    expect(remove.json().error.message).toBe('You can only delete your own posts.');
    expect((await request('GET', `/api/posts/${id}`)).json().title).toBe(validPost().title);
  });

  it('an admin edits and deletes anyone\'s post', async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    expect((await request('PUT', `/api/posts/${id}`, 'admin', { ...validPost(), title: 'Moderated' })).statusCode).toBe(200);
    expect((await request('DELETE', `/api/posts/${id}`, 'admin')).statusCode).toBe(204);
    expect((await request('GET', `/api/posts/${id}`)).statusCode).toBe(404);
  });

  it('the author deletes their post and it is gone from the list', async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    expect((await request('DELETE', `/api/posts/${id}`, 'author')).statusCode).toBe(204);
    const ids = (await request('GET', '/api/posts')).json().posts.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(id);
    expect((await request('DELETE', `/api/posts/${id}`, 'author')).statusCode).toBe(404);
  });

  it('answers unknown and malformed ids with a clear 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1']) {
      const response = await request('GET', `/api/posts/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'That post could not be found.', values: { what: 'post' } } });
    }
  });
});

describe('refused posts store nothing', () => {
  const cases: [string, (p: ReturnType<typeof validPost>) => unknown, Record<string, string>][] = [
    ['an empty title', (p) => ({ ...p, title: '   ' }), { title: 'Please add a title.' }],
    ['no title', ({ title: _t, ...p }) => p, { title: 'Please add a title.' }],
    ['a title over 150 characters', (p) => ({ ...p, title: 'x'.repeat(151) }), { title: 'The title can be at most 150 characters long.' }],
    ['no blocks', (p) => ({ ...p, content: [] }), { content: 'Please add some content.' }],
    ['no thumbnail', ({ thumbnailId: _t, ...p }) => p, { thumbnailId: 'Please choose a thumbnail.' }],
    [
      'an unknown block type',
      (p) => ({ ...p, content: [{ type: 'video', value: 'x' }] }),
      { 'content.0.type': 'A block must be a title, paragraph, bullets or image.' },
    ],
    [
      'an over-long paragraph',
      (p) => ({ ...p, content: [{ type: 'paragraph', value: 'x'.repeat(5001) }] }),
      { 'content.0.value': 'A paragraph can be at most 5000 characters long.' },
    ],
    [
      'an image block pointing off-site',
      (p) => ({ ...p, content: [{ type: 'image', value: 'https://evil.example/cat.png', alt: '' }] }),
      { 'content.0.value': 'Images must be uploaded to this site.' },
    ],
    [
      'an image block naming media that does not exist',
      (p) => ({ ...p, content: [{ type: 'image', value: '00000000-0000-4000-8000-000000000001', alt: '' }] }),
      { 'content.0.value': 'Images must be uploaded to this site.' },
    ],
    ['a thumbnail pointing off-site', (p) => ({ ...p, thumbnailId: 'https://evil.example/cat.png' }), { thumbnailId: 'Please choose a thumbnail.' }],
    [
      'a thumbnail naming media that does not exist',
      (p) => ({ ...p, thumbnailId: '00000000-0000-4000-8000-000000000002' }),
      { thumbnailId: 'Please choose a thumbnail uploaded to this site.' },
    ],
  ];

  it.each(cases)('%s', async (_name, change, fields) => {
    const before = await postCount();
    const response = await request('POST', '/api/posts', 'author', change(validPost()));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject(fields);
    expect(response.json().error.message).toBeTruthy();
    expect(await postCount()).toBe(before);
  });

  it('a refused edit leaves the post as it was', async () => {
    const { id } = (await request('POST', '/api/posts', 'author', validPost())).json();
    const response = await request('PUT', `/api/posts/${id}`, 'author', { ...validPost(), title: '', content: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ title: 'Please add a title.', content: 'Please add some content.' });
    expect((await request('GET', `/api/posts/${id}`)).json().title).toBe(validPost().title);
  });

  it('a body over the size limit is refused with a human message', async () => {
    const before = await postCount();
    const response = await request('POST', '/api/posts', 'author', { ...validPost(), content: [{ type: 'paragraph', value: 'x'.repeat(2_000_000) }] });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('That request is too large.');
    expect(await postCount()).toBe(before);
  });
});

describe('paging', () => {
  let pagingApp: App;
  let writer: TestUser;
  beforeAll(async () => {
    pagingApp = await buildTestApp();
    writer = await createUser(pagingApp);
    const image = await createImage(pagingApp, writer.id);
    for (let i = 1; i <= 13; i++) await createPost(pagingApp, writer.id, { title: `Post ${i}`, thumbnailId: image.id });
  });
  afterAll(() => pagingApp.close());

  const page = async (query: string) => (await pagingApp.inject({ method: 'GET', url: `/api/posts${query}` })).json();

  it('gives 12 posts newest first and says a next page exists', async () => {
    const first = await page('?page=1');
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0].title).toBe('Post 13');
    expect(first).toMatchObject({ page: 1, hasNext: true });
  });

  it('gives the rest on page 2 with no next page', async () => {
    const second = await page('?page=2');
    expect(second.posts.map((p: { title: string }) => p.title)).toEqual(['Post 1']);
    expect(second).toMatchObject({ page: 2, hasNext: false });
  });

  it('reads page 0, negative, non-numeric and missing pages as page 1', async () => {
    for (const query of ['?page=0', '?page=-3', '?page=abc', '', '?page=1.5']) {
      expect((await page(query)).page, query).toBe(1);
    }
  });

  it('answers a page past the end with no posts, never an error', async () => {
    expect(await page('?page=999')).toEqual({ posts: [], page: 999, hasNext: false });
  });

  it('lists only the signed-in member\'s own posts under /mine', async () => {
    const cookie = await signIn(pagingApp, writer.email, writer.password);
    const mine = (await pagingApp.inject({ method: 'GET', url: '/api/posts/mine?page=2', headers: { cookie } })).json();
    expect(mine.posts).toHaveLength(1);
    const stranger = await createUser(pagingApp);
    const strangerCookie = await signIn(pagingApp, stranger.email, stranger.password);
    const none = (await pagingApp.inject({ method: 'GET', url: '/api/posts/mine', headers: { cookie: strangerCookie } })).json();
    expect(none).toEqual({ posts: [], page: 1, hasNext: false });
  });

  it('answers a repeated read with 304 until a post is written', async () => {
    const first = await pagingApp.inject({ method: 'GET', url: '/api/posts?page=1' });
    const etag = first.headers.etag as string;
    const again = await pagingApp.inject({ method: 'GET', url: '/api/posts?page=1', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await createPost(pagingApp, writer.id, { title: 'Newest', thumbnailId: (await createImage(pagingApp, writer.id)).id });
    const after = await pagingApp.inject({ method: 'GET', url: '/api/posts?page=1', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().posts[0].title).toBe('Newest');
  });
});
