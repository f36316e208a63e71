import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { collaborationItems, collaborationMembers, collaborations, contactMessages, media, posts, profiles, users } from './core/db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from './test/build-app.js';
import { createImage, createPost, createUser } from './test/factories.js';
import { fileUpload } from './test/multipart.js';

/**
 * Hostile and malformed requests across the whole API: each gets a clear 4xx in the one
 * error shape, nothing is stored, and the server is still healthy after all of them.
 */
let app: App;
let cookie: string;
let postId: string;
let collaborationId: string;
let imageId: string;

const SCRIPT = '<script>alert(document.cookie)</script>';
const SQL = "'; DROP TABLE users; --";
const HUGE = 'x'.repeat(2_000_000);

beforeAll(async () => {
  app = await buildTestApp();
  const member = await createUser(app);
  cookie = await signIn(app, member.email, member.password);
  imageId = (await createImage(app, member.id)).id;
  postId = await createPost(app, member.id, { thumbnailId: imageId });
  const created = await app.inject({
    method: 'POST',
    url: '/api/collaborations',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { title: 'Target', thumbnailId: null, content: [{ type: 'paragraph', value: 'x' }] },
  });
  collaborationId = created.json().id;
});
afterAll(() => app.close());

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | (() => string);
  body?: unknown;
  raw?: string | Buffer;
  contentType?: string;
}

const post = () => ({ title: 'T', thumbnailId: imageId, content: [{ type: 'paragraph', value: 'p' }] });
const idea = () => ({ title: 'T', thumbnailId: null, content: [{ type: 'paragraph', value: 'p' }] });
const profile = { description: 'd', email: null, telephone: null, facebook: null, instagram: null, imageId: null };

const cases: Case[] = [
  // wrong types and missing fields
  { name: 'sign-in with numbers for strings', method: 'POST', url: '/api/auth/sign-in/email', body: { email: 42, password: 42 } },
  { name: 'sign-in with arrays', method: 'POST', url: '/api/auth/sign-in/email', body: { email: ['a'], password: ['b'] } },
  { name: 'sign-in with a body that is a string', method: 'POST', url: '/api/auth/sign-in/email', raw: '"hello"', contentType: 'application/json' },
  { name: 'post with a title object', method: 'POST', url: '/api/posts', body: { ...post(), title: { $ne: '' } } },
  { name: 'post with content as a string', method: 'POST', url: '/api/posts', body: { ...post(), content: 'text' } },
  { name: 'post with blocks missing their value', method: 'POST', url: '/api/posts', body: { ...post(), content: [{ type: 'paragraph' }] } },
  { name: 'post without a body', method: 'POST', url: '/api/posts' },
  { name: 'profile with description null', method: 'PUT', url: '/api/profile', body: { ...profile, description: null } },
  { name: 'profile with a numeric telephone', method: 'PUT', url: '/api/profile', body: { ...profile, telephone: 12345 } },
  { name: 'collaboration with content null', method: 'POST', url: '/api/collaborations', body: { ...idea(), content: null } },
  { name: 'members as a string', method: 'POST', url: () => `/api/collaborations/${collaborationId}/members`, body: { userIds: 'everyone' } },
  { name: 'contact with no fields', method: 'POST', url: '/api/contact', body: {} },
  // over-long strings
  { name: 'post title of 10,000 characters', method: 'POST', url: '/api/posts', body: { ...post(), title: 'x'.repeat(10_000) } },
  { name: 'block over its limit', method: 'POST', url: '/api/posts', body: { ...post(), content: [{ type: 'title', value: 'x'.repeat(201) }] } },
  { name: '101 blocks', method: 'POST', url: '/api/posts', body: { ...post(), content: Array.from({ length: 101 }, () => ({ type: 'paragraph', value: 'x' })) } },
  { name: 'profile description over its limit', method: 'PUT', url: '/api/profile', body: { ...profile, description: 'x'.repeat(1001) } },
  { name: 'collaboration title over its limit', method: 'POST', url: '/api/collaborations', body: { ...idea(), title: 'x'.repeat(151) } },
  { name: 'update title over its limit', method: 'POST', url: () => `/api/collaborations/${collaborationId}/items`, body: { kind: 'update', title: 'x'.repeat(201), content: [] } },
  { name: 'sign-in email over its limit', method: 'POST', url: '/api/auth/sign-in/email', body: { email: `${'x'.repeat(300)}@x.org`, password: 'p' } },
  // unknown enum values
  { name: 'unknown block type', method: 'POST', url: '/api/posts', body: { ...post(), content: [{ type: 'iframe', value: 'https://evil.example' }] } },
  { name: 'unknown status', method: 'PUT', url: () => `/api/collaborations/${collaborationId}/status`, body: { status: 'archived' } },
  { name: 'status "deleted" set directly', method: 'PUT', url: () => `/api/collaborations/${collaborationId}/status`, body: { status: 'deleted' } },
  { name: 'unknown item kind', method: 'POST', url: () => `/api/collaborations/${collaborationId}/items`, body: { kind: 'poll', title: 'x', content: [] } },
  { name: 'unknown item kind in a list', method: 'GET', url: () => `/api/collaborations/${collaborationId}/items?kind=secret` },
  {
    name: 'unknown upload folder',
    method: 'POST',
    url: '/api/media?folder=../../etc',
    ...(() => {
      const form = fileUpload(Buffer.from('x'));
      return { raw: form.payload, contentType: form.headers['content-type'] };
    })(),
  },
  // malformed JSON and wrong content types
  { name: 'malformed JSON', method: 'POST', url: '/api/posts', raw: '{"title": "x",', contentType: 'application/json' },
  { name: 'JSON with a trailing comma', method: 'PUT', url: '/api/profile', raw: '{"description": "x",}', contentType: 'application/json' },
  { name: 'form-encoded body', method: 'POST', url: '/api/collaborations', raw: 'title=x&content=y', contentType: 'application/x-www-form-urlencoded' },
  { name: 'XML body', method: 'POST', url: '/api/contact', raw: '<msg/>', contentType: 'application/xml' },
  { name: 'JSON upload instead of a file', method: 'POST', url: '/api/media?folder=blog', body: { file: 'data:image/png;base64,AAAA' } },
  // SQL and script payloads in places where they are refused anyway
  { name: 'SQL as a post id', method: 'GET', url: `/api/posts/${encodeURIComponent(SQL)}` },
  { name: 'SQL as a collaboration id', method: 'GET', url: `/api/collaborations/${encodeURIComponent(SQL)}` },
  { name: 'script as a profile link', method: 'PUT', url: '/api/profile', body: { ...profile, facebook: `javascript:${SCRIPT}` } },
  { name: 'script as an image id', method: 'POST', url: '/api/posts', body: { ...post(), content: [{ type: 'image', value: SCRIPT }] } },
  { name: 'SQL as a member id', method: 'POST', url: () => `/api/collaborations/${collaborationId}/members`, body: { userIds: [SQL] } },
  // path traversal in media names
  { name: 'media ../ traversal', method: 'GET', url: '/media/../../etc/passwd' },
  { name: 'media encoded traversal', method: 'GET', url: '/media/blog/..%2F..%2Fauth-secret' },
  { name: 'media absolute path', method: 'GET', url: '/media//etc/passwd' },
  { name: 'media with a null byte', method: 'GET', url: '/media/blog/x%00.webp' },
  // ids that are not ids
  { name: 'post id that is a number', method: 'PUT', url: '/api/posts/123', body: post() },
  { name: 'item id that is not a uuid', method: 'DELETE', url: () => `/api/collaborations/${collaborationId}/items/not-an-id` },
  { name: 'unknown member profile', method: 'GET', url: '/api/profiles/%27%20OR%201%3D1' },
  // oversized bodies
  { name: 'a 2 MB JSON body', method: 'POST', url: '/api/posts', body: { ...post(), content: [{ type: 'paragraph', value: HUGE }] } },
  { name: 'a 2 MB contact message', method: 'POST', url: '/api/contact', body: { name: 'x', email: 'x@y.org', message: HUGE } },
];

async function counts() {
  const tables = { users, profiles, posts, media, collaborations, collaborationMembers, collaborationItems, contactMessages };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) result[name] = (await app.db.select({ n: count() }).from(table))[0]!.n;
  return result;
}

describe('hostile and malformed requests', () => {
  it(`has at least 40 of them (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it('each gets a clear 4xx in the error shape and stores nothing', async () => {
    const before = await counts();
    for (const c of cases) {
      const url = typeof c.url === 'function' ? c.url() : c.url;
      const headers: Record<string, string> = { cookie, origin: TEST_ORIGIN };
      if (c.contentType) headers['content-type'] = c.contentType;
      const response = await app.inject({
        method: c.method,
        url,
        headers,
        ...(c.raw !== undefined ? { payload: c.raw } : c.body !== undefined ? { payload: c.body as object } : {}),
        remoteAddress: `10.42.${cases.indexOf(c)}.1`,
      });
      expect(response.statusCode, `${c.name}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, c.name).toBeLessThan(500);
      const body = response.json();
      expect(typeof body.error?.code, c.name).toBe('string');
      expect(body.error.message.length, c.name).toBeGreaterThan(5);
      expect(body.error.message, c.name).not.toMatch(/stack|at Object\.|FST_|ZodError|SQLSTATE/);
    }
    expect(await counts()).toEqual(before);
  });

  it('stores script and SQL typed into text fields as plain text, unchanged', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { title: `${SQL} ${SCRIPT}`, thumbnailId: imageId, content: [{ type: 'paragraph', value: SCRIPT }, { type: 'bullets', value: `• ${SQL}` }] },
    });
    expect(response.statusCode).toBe(200);
    const stored = (await app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json();
    expect(stored.title).toBe(`${SQL} ${SCRIPT}`);
    expect(stored.content[0].value).toBe(SCRIPT);
    expect(stored.content[1].value).toBe(`• ${SQL}`);
    expect((await counts()).users).toBeGreaterThan(0);
  });

  it('leaves the server healthy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', disk: expect.stringMatching(/^(ok|low)$/) });
  });
});
