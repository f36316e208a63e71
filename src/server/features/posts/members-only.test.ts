import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail, PostPage } from '../../../shared/schemas/posts.js';
import type { App } from '../../app.js';
import { PROJECT_ROOT } from '../../core/paths.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createUser, type TestUser } from '../../test/factories.js';

/**
 * A post for members only never reaches a visitor by any road (the blog's list and how many
 * pages it has, the post's page and its HTML, search, the feed, the sitemap, the shared-link
 * meta), before and after its author changes who may read it. Rendered with the real web
 * app's server build, as the server-rendered pages' tests are.
 */
type Role = 'author' | 'member' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
let thumbnailId: string;

const SECRET = 'Zebrafish hatchlings';

beforeAll(async () => {
  app = await buildTestApp({ webRoot: join(PROJECT_ROOT, 'dist/web') });
  people.author = await createUser(app, { name: 'Eleni', surname: 'Nikolaou' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.admin = await createUser(app, { admin: true });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  thumbnailId = (await createImage(app, people.author.id)).id;
}, 180_000);
afterAll(() => app.close());

const postBody = (audience: 'everyone' | 'members', title = SECRET) => ({
  title,
  thumbnailId,
  content: [{ type: 'paragraph', value: 'Our class raised zebrafish from eggs.' }],
  audience,
});

async function write(audience: 'everyone' | 'members', title = SECRET): Promise<string> {
  const response = await call('POST', '/api/posts', 'author', postBody(audience, title));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Everything a visitor can read that could name the post. */
async function visitorRoads(id: string) {
  const [list, listHtml, api, page, search, searchHtml, feed, sitemap] = await Promise.all([
    call('GET', '/api/posts?page=1'),
    call('GET', '/blog/1'),
    call('GET', `/api/posts/${id}`),
    call('GET', `/blog-post/${id}`),
    call('GET', `/api/search?q=${encodeURIComponent('zebrafish')}`),
    call('GET', `/search?q=zebrafish`),
    call('GET', '/feed.xml'),
    call('GET', '/sitemap.xml'),
  ]);
  return { list, listHtml, api, page, search, searchHtml, feed, sitemap };
}

function expectHidden(roads: Awaited<ReturnType<typeof visitorRoads>>, id: string) {
  expect((roads.list.json() as PostPage).posts.map((post) => post.id)).not.toContain(id);
  expect(roads.listHtml.body).not.toContain(SECRET);
  expect(roads.api.statusCode).toBe(401);
  expect(roads.api.json()).toMatchObject({ error: { code: 'members_only', message: 'This post is for members only. Please sign in to read it.' } });
  // The page sends a visitor to sign in and back, and names nothing of the post on the way.
  expect(roads.page.statusCode).toBe(303);
  expect(roads.page.headers.location).toBe(`/signin?redirectTo=${encodeURIComponent(`/blog-post/${id}`)}`);
  expect(roads.page.headers['cache-control']).toBe('private, no-store');
  expect(roads.page.body).not.toContain(SECRET);
  expect(JSON.stringify(roads.search.json())).not.toContain(id);
  expect(roads.searchHtml.body).not.toContain(SECRET);
  expect(roads.feed.body).not.toContain(SECRET);
  expect(roads.feed.body).not.toContain(id);
  expect(roads.sitemap.body).not.toContain(id);
}

function expectShown(roads: Awaited<ReturnType<typeof visitorRoads>>, id: string) {
  expect((roads.list.json() as PostPage).posts.map((post) => post.id)).toContain(id);
  expect(roads.listHtml.body).toContain(SECRET);
  expect(roads.api.statusCode).toBe(200);
  expect(roads.page.statusCode).toBe(200);
  expect(roads.page.body).toContain(`<title>${SECRET} · Agora</title>`);
  expect(JSON.stringify(roads.search.json())).toContain(id);
  expect(roads.feed.body).toContain(SECRET);
  expect(roads.sitemap.body).toContain(id);
}

describe('a post for members only', () => {
  it('reaches no visitor by any road, while a post for everyone reaches them by all of them', async () => {
    const hidden = await write('members');
    const open = await write('everyone', 'Open day for all');
    const roads = await visitorRoads(hidden);
    expectHidden(roads, hidden);
    // …though the same roads carry the post for everyone.
    expect((roads.list.json() as PostPage).posts.map((post) => post.id)).toContain(open);
    expect(roads.feed.body).toContain(open);
    expect(roads.sitemap.body).toContain(open);
    expect(roads.listHtml.body).toContain('Open day for all');
    await call('DELETE', `/api/posts/${open}`, 'author');
    await call('DELETE', `/api/posts/${hidden}`, 'author');
  });

  it('leaves the visitors\' list with no page of members-only posts: the pages visitors count hold only theirs', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 13; n++) ids.push(await write('members', `Members' note ${n}`));
    const page2 = (await call('GET', '/api/posts?page=2')).json() as PostPage;
    const page1 = (await call('GET', '/api/posts?page=1')).json() as PostPage;
    for (const id of ids) {
      expect(page1.posts.map((post) => post.id)).not.toContain(id);
      expect(page2.posts.map((post) => post.id)).not.toContain(id);
    }
    // Thirteen members-only posts make a second page for members, not for visitors.
    expect(page1.hasNext).toBe(false);
    const members = (await call('GET', '/api/posts?page=1', 'member')).json() as PostPage;
    expect(members.hasNext).toBe(true);
    for (const id of ids) await call('DELETE', `/api/posts/${id}`, 'author');
  });

  it('is read by every signed-in member, listed and found for them, and never kept by a shared cache', async () => {
    const id = await write('members');
    const list = await call('GET', '/api/posts?page=1', 'member');
    expect((list.json() as PostPage).posts.find((post) => post.id === id)).toMatchObject({ title: SECRET, audience: 'members' });
    expect(list.headers['cache-control']).toBe('private, no-cache');
    expect(list.headers.vary).toContain('cookie');
    const post = await call('GET', `/api/posts/${id}`, 'member');
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({ title: SECRET, audience: 'members', canEdit: false } satisfies Partial<PostDetail>);
    expect(post.headers['cache-control']).toBe('private, no-store');
    const page = await call('GET', `/blog-post/${id}`, 'member');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // The app reads it from the API: the HTML is the plain shell, naming nothing of it.
    expect(page.body).not.toContain(SECRET);
    expect(JSON.stringify((await call('GET', '/api/search?q=zebrafish', 'member')).json())).toContain(id);
    await call('DELETE', `/api/posts/${id}`, 'author');
  });

  it('disappears from every road at once when its author makes it for members, and comes back when for everyone again', async () => {
    const id = await write('everyone');
    // Every road is read (and kept in the caches) while it is public…
    expectShown(await visitorRoads(id), id);
    const toMembers = await call('PUT', `/api/posts/${id}`, 'author', postBody('members'));
    expect(toMembers.statusCode, toMembers.body).toBe(200);
    expect(toMembers.json()).toMatchObject({ audience: 'members' });
    // …and none of them keeps it once it is for members.
    expectHidden(await visitorRoads(id), id);
    expect((await call('PUT', `/api/posts/${id}`, 'author', postBody('everyone'))).statusCode).toBe(200);
    expectShown(await visitorRoads(id), id);
    await call('DELETE', `/api/posts/${id}`, 'author');
  });

  it('keeps the choice when a client does not send it (for everyone), and refuses an audience it does not know', async () => {
    const { audience: _omitted, ...withoutAudience } = postBody('members');
    const created = await call('POST', '/api/posts', 'author', withoutAudience);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect((await call('GET', `/api/posts/${id}`)).json()).toMatchObject({ audience: 'everyone' });
    const refused = await call('PUT', `/api/posts/${id}`, 'author', { ...postBody('members'), audience: 'friends' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { fields: { audience: 'Choose who may read it: everyone, members, or a project’s people.' } } });
    expect((await call('GET', `/api/posts/${id}`)).json()).toMatchObject({ audience: 'everyone' });
    await call('DELETE', `/api/posts/${id}`, 'author');
  });

  it('is, once an admin unpublished it, not found for other members and still readable by its author and admins', async () => {
    const id = await write('members');
    expect((await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/api/posts/${id}`, 'member')).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${id}`, 'author')).statusCode).toBe(200);
    expect((await call('GET', `/api/posts/${id}`, 'admin')).statusCode).toBe(200);
    await call('DELETE', `/api/posts/${id}`, 'author');
  });
});
