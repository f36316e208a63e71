import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createUser } from '../../test/factories.js';

/**
 * A post's edit that keeps its readers is forgotten softly by the public cache: other readers
 * may be served the lists from before it for the moment the new ones take to make, so they do
 * not all wait on every edit; the author's browser, told so by a cookie, never is. Anything that
 * takes a post from a reader (a narrower audience, a review it now waits for) is forgotten at once.
 */
let app: App;
let author: { cookie: string; id: string };
let thumbnailId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const member = await createUser(app);
  author = { cookie: await signIn(app, member.email, member.password), id: member.id };
  thumbnailId = (await createImage(app, member.id)).id;
});
afterAll(() => app.close());

const write = (method: 'POST' | 'PUT', url: string, body: object, cookie = author.cookie) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, payload: { thumbnailId, content: [{ type: 'paragraph', value: 'Our garden.' }], ...body } });
const titlesOnPageOne = async (cookie?: string) =>
  ((await app.inject({ method: 'GET', url: '/api/posts?page=1', headers: cookie ? { cookie } : {} })).json().posts as { title: string }[]).map((post) => post.title);
/** The cookie a write's answer sets, as the browser sends it back. */
const wroteCookieOf = (response: { headers: Record<string, unknown> }) =>
  ([response.headers['set-cookie']].flat().filter(Boolean) as string[]).map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith('agora_wrote='));

describe('an edit that keeps a post’s readers', () => {
  it('is shown to its author at once, and to every other reader as soon as the new list is made', async () => {
    const made = await write('POST', '/api/posts', { title: 'Tomatoes, week one' });
    expect(made.statusCode, made.body).toBe(201);
    // A new post is at once in everyone's list.
    expect(wroteCookieOf(made)).toBeUndefined();
    expect(await titlesOnPageOne()).toContain('Tomatoes, week one');

    const edited = await write('PUT', `/api/posts/${made.json().id}`, { title: 'Tomatoes, week two' });
    expect(edited.statusCode, edited.body).toBe(200);
    const wrote = wroteCookieOf(edited);
    expect(wrote).toBe('agora_wrote=1');
    expect([edited.headers['set-cookie']].flat().join()).toMatch(/agora_wrote=1; Path=\/; Max-Age=15; HttpOnly; SameSite=Lax/);
    // A visitor reading at that moment is not kept waiting: the list from before, while the new one is made.
    expect(await titlesOnPageOne()).toContain('Tomatoes, week one');
    // The author's browser: the new title, on its very next read, whatever else is under way.
    expect(await titlesOnPageOne(`${author.cookie}; ${wrote}`)).toContain('Tomatoes, week two');
    // Everyone else as soon as the new list, begun at that first read, is made.
    await expect.poll(() => titlesOnPageOne(), { timeout: 2_000 }).toContain('Tomatoes, week two');
    expect(await titlesOnPageOne()).not.toContain('Tomatoes, week one');
  });

  it('is forgotten at once when the post leaves a reader: members only now', async () => {
    const made = await write('POST', '/api/posts', { title: 'The bee hotel' });
    expect(await titlesOnPageOne()).toContain('The bee hotel');
    const narrowed = await write('PUT', `/api/posts/${made.json().id}`, { title: 'The bee hotel', audience: 'members' });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(wroteCookieOf(narrowed)).toBeUndefined();
    // The very next read of a visitor no longer shows it: no old list is served.
    expect(await titlesOnPageOne()).not.toContain('The bee hotel');
  });

  it('is forgotten at once when the post now waits for review (a pupil’s edit)', async () => {
    const pupil = await createUser(app);
    const pupilCookie = await signIn(app, pupil.email, pupil.password);
    const picture = await createImage(app, pupil.id);
    const made = await app.inject({ method: 'POST', url: '/api/posts', headers: { origin: TEST_ORIGIN, cookie: pupilCookie }, payload: { title: 'My kite', thumbnailId: picture.id, content: [{ type: 'paragraph', value: 'It flies.' }] } });
    expect(made.statusCode, made.body).toBe(201);
    expect(await titlesOnPageOne()).toContain('My kite');
    // Marked for review after writing it: their next edit waits, and the post leaves the list.
    const admin = await createUser(app, { admin: true });
    const adminCookie = await signIn(app, admin.email, admin.password);
    const marked = await app.inject({ method: 'PUT', url: `/api/admin/members/${pupil.id}/review`, headers: { origin: TEST_ORIGIN, cookie: adminCookie }, payload: { needsReview: true } });
    expect(marked.statusCode, marked.body).toBe(200);
    // What they published before stays published.
    expect(await titlesOnPageOne()).toContain('My kite');
    const edited = await app.inject({ method: 'PUT', url: `/api/posts/${made.json().id}`, headers: { origin: TEST_ORIGIN, cookie: pupilCookie }, payload: { title: 'My kite, mended', thumbnailId: picture.id, content: [{ type: 'paragraph', value: 'It flies.' }] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(wroteCookieOf(edited)).toBeUndefined();
    const titles = await titlesOnPageOne();
    expect(titles).not.toContain('My kite');
    expect(titles).not.toContain('My kite, mended');
  });
});
