import { Writable } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { collaborationItems, collaborations, contactMessages, posts, profiles, users } from './core/db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from './test/build-app.js';
import { createImage, createPost, createUser } from './test/factories.js';

/**
 * Text that cannot be stored or shown safely: control characters (a NUL byte made nine
 * endpoints answer 500 and log what was typed) are refused at the field with a 400, and
 * invisible characters that disguise a title or a name (right-to-left override, zero-width
 * space) are removed.
 */
let app: App;
let cookie: string;
let adminCookie: string;
let imageId: string;
let collaborationId: string;
let memberId: string;
let log = '';

const NUL = '\u0000';
const SECRET_TEXT = 'Maria Georgiou, 6912345678';
const CONTROL_MESSAGE = 'This text holds characters that cannot be stored (control characters). Please remove them.';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await buildTestApp({
    logger: { level: 'info', stream },
    beforeReady(app) {
      // A bug that sends what a member typed to the database as the wrong type.
      app.get('/api/test-query-fails', { config: { public: true } }, async () => {
        await app.db.execute(sql`select ${SECRET_TEXT}::int`);
        return {};
      });
    },
  });
  const member = await createUser(app);
  memberId = member.id;
  const admin = await createUser(app, { admin: true });
  cookie = await signIn(app, member.email, member.password);
  adminCookie = await signIn(app, admin.email, admin.password);
  imageId = (await createImage(app, member.id)).id;
  await createPost(app, member.id, { thumbnailId: imageId });
  const created = await app.inject({
    method: 'POST',
    url: '/api/collaborations',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { title: 'Target', thumbnailId: null, content: [{ type: 'paragraph', value: 'x' }] },
  });
  collaborationId = created.json().id;
});
afterAll(() => app.close());

const bad = `${SECRET_TEXT}${NUL}`;
const post = (title = 'T', text = 'p') => ({ title, thumbnailId: imageId, content: [{ type: 'paragraph', value: text }] });
const idea = (title = 'T', text = 'p') => ({ title, thumbnailId: null, content: [{ type: 'paragraph', value: text }] });
const profile = (fields: Record<string, unknown>) => ({ description: 'd', email: null, telephone: null, facebook: null, instagram: null, imageId: null, ...fields });

/** Every text field a person types, each with a NUL byte (or another control character) in it. */
const cases: { name: string; method: 'POST' | 'PUT' | 'PATCH'; url: () => string; body: () => unknown; field: string; admin?: boolean }[] = [
  { name: 'post title', method: 'POST', url: () => '/api/posts', body: () => post(bad), field: 'title' },
  { name: 'post paragraph', method: 'POST', url: () => '/api/posts', body: () => post('T', bad), field: 'content.0.value' },
  { name: 'title block with a line break', method: 'POST', url: () => '/api/posts', body: () => ({ ...post(), content: [{ type: 'title', value: 'a\nb' }] }), field: 'content.0.value' },
  { name: 'image description', method: 'POST', url: () => '/api/posts', body: () => ({ ...post(), content: [{ type: 'image', value: imageId, alt: bad }] }), field: 'content.0.alt' },
  { name: 'collaboration title', method: 'POST', url: () => '/api/collaborations', body: () => idea(bad), field: 'title' },
  { name: 'collaboration paragraph with an escape character', method: 'POST', url: () => '/api/collaborations', body: () => idea('T', 'a\u001bb'), field: 'content.0.value' },
  { name: 'update title', method: 'POST', url: () => `/api/collaborations/${collaborationId}/items`, body: () => ({ kind: 'update', title: bad, content: [] }), field: 'title' },
  { name: 'update paragraph', method: 'POST', url: () => `/api/collaborations/${collaborationId}/items`, body: () => ({ kind: 'update', title: 'T', content: [{ type: 'paragraph', value: bad }] }), field: 'content.0.value' },
  { name: 'profile description', method: 'PUT', url: () => '/api/profile', body: () => profile({ description: bad }), field: 'description' },
  { name: 'profile email', method: 'PUT', url: () => '/api/profile', body: () => profile({ email: `a${NUL}@b.org` }), field: 'email' },
  { name: 'contact name', method: 'POST', url: () => '/api/contact', body: () => ({ name: bad, email: 'a@b.org', message: 'm' }), field: 'name' },
  { name: 'contact message', method: 'POST', url: () => '/api/contact', body: () => ({ name: 'n', email: 'a@b.org', message: bad }), field: 'message' },
  { name: 'contact email with DEL', method: 'POST', url: () => '/api/contact', body: () => ({ name: 'n', email: 'a\u007f@b.org', message: 'm' }), field: 'email' },
  { name: 'sign-in email', method: 'POST', url: () => '/api/auth/sign-in/email', body: () => ({ email: `x${NUL}@b.org`, password: 'a-password-1' }), field: 'email' },
  { name: 'new member name', method: 'POST', url: () => '/api/admin/members', body: () => ({ email: 'new@school.test', name: bad, surname: 'S' }), field: 'name', admin: true },
  { name: 'renamed member surname', method: 'PATCH', url: () => `/api/admin/members/${memberId}`, body: () => ({ name: 'N', surname: bad }), field: 'surname', admin: true },
];

async function counts() {
  const tables = { users, profiles, posts, collaborations, collaborationItems, contactMessages };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) result[name] = (await app.db.select({ n: count() }).from(table))[0]!.n;
  return result;
}

describe('control characters in text fields', () => {
  it.each(cases)('are refused in the $name with a 400 naming the field, storing nothing', async (c) => {
    const before = await counts();
    const response = await app.inject({
      method: c.method,
      url: c.url(),
      headers: { cookie: c.admin ? adminCookie : cookie, origin: TEST_ORIGIN },
      payload: c.body() as object,
      remoteAddress: `10.77.${cases.indexOf(c)}.1`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[c.field]).toBe(CONTROL_MESSAGE);
    expect(await counts()).toEqual(before);
  });

  it('never reach the log, nor does what was typed around them', () => {
    expect(log).not.toContain('Maria Georgiou');
    expect(log).not.toContain('6912345678');
  });

  it('a failed query logs its statement and error code, never its parameters or the values PostgreSQL quotes', async () => {
    log = '';
    const response = await app.inject({ method: 'GET', url: '/api/test-query-fails' });
    expect(response.statusCode).toBe(500);
    expect(log).toContain('select $1::int');
    expect(log).toContain('22P02');
    expect(log).not.toContain('Maria Georgiou');
  });

  it('leave tabs and line breaks alone in text of several lines', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/posts', headers: { cookie, origin: TEST_ORIGIN }, payload: post('Lines', 'one\n\ttwo\r\nthree') });
    expect(response.statusCode).toBe(201);
    const stored = (await app.inject({ method: 'GET', url: `/api/posts/${response.json().id}` })).json();
    expect(stored.content[0].value).toBe('one\n\ttwo\r\nthree');
  });
});

describe('invisible characters that disguise text', () => {
  it('are removed from titles: a right-to-left override and zero-width spaces', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: post('Our \u202eeciffo\u202c visit\u200b to the\u2066 museum\u2069\ufeff'),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await app.db.select({ title: posts.title }).from(posts).where(eq(posts.id, response.json().id));
    expect(row!.title).toBe('Our eciffo visit to the museum');
  });

  it('are removed from names, but joiners that emoji need stay', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${memberId}`,
      headers: { cookie: adminCookie, origin: TEST_ORIGIN },
      payload: { name: 'Ad\u200bmin\u202e', surname: 'Family 👨\u200d👩\u200d👧' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db.select({ name: profiles.name, surname: profiles.surname }).from(profiles).where(eq(profiles.userId, memberId));
    expect(row).toEqual({ name: 'Admin', surname: 'Family 👨\u200d👩\u200d👧' });
  });

  it('leave a title made only of them empty, which is refused like an empty one', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/posts', headers: { cookie, origin: TEST_ORIGIN }, payload: post('\u200b\u202e') });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.title).toBe('Please add a title.');
  });
});
