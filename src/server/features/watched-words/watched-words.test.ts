import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentView } from '../../../shared/schemas/comments.js';
import type { WatchedWord } from '../../../shared/schemas/watched-words.js';
import type { App } from '../../app.js';
import { auditLog, comments, posts } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * Watched words (decision 0043): administrators alone keep them; a blocked word is refused in a
 * comment, a post, an update and a profile however it is spelt (accents, case, Greeklish), with
 * nothing saved; a word held for review makes whatever uses it wait for a teacher, whoever wrote it.
 */
type Role = 'member' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
let postId: string;
let thumbnailId: string;

beforeAll(async () => {
  app = await buildTestApp();
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.teacher = await createUser(app, { role: 'teacher' });
  people.admin = await createUser(app, { admin: true });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  thumbnailId = (await createImage(app, people.member.id)).id;
  postId = await createPost(app, people.teacher.id, { thumbnailId });
}, 60_000);
afterAll(() => app.close());

async function watch(phrase: string, action: 'block' | 'review'): Promise<WatchedWord> {
  const response = await call('POST', '/api/admin/watched-words', 'admin', { phrase, action });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as WatchedWord;
}

const commentAs = (who: Role, body: string) => call('POST', `/api/posts/${postId}/comments`, who, { body });

describe('who keeps the list', () => {
  it('is administrators only', async () => {
    expect((await call('GET', '/api/admin/watched-words')).statusCode).toBe(401);
    for (const who of ['member', 'teacher'] as const) {
      expect((await call('GET', '/api/admin/watched-words', who)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/watched-words', who, { phrase: 'x', action: 'block' })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/watched-words', 'admin')).statusCode).toBe(200);
  });

  it('refuses an empty phrase, punctuation alone, an unknown action and a second spelling of a watched word', async () => {
    await watch('βλάκας', 'block');
    for (const [body, code] of [
      [{ phrase: '  ', action: 'block' }, 'watched_phrase_required'],
      [{ phrase: '!!!', action: 'block' }, 'watched_phrase_required'],
      [{ phrase: 'κάτι', action: 'hide' }, 'watched_action_invalid'],
    ] as const) {
      const response = await call('POST', '/api/admin/watched-words', 'admin', body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(code);
    }
    const again = await call('POST', '/api/admin/watched-words', 'admin', { phrase: 'VLAKAS', action: 'review' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'watched_word_exists' } });
    const list = (await call('GET', '/api/admin/watched-words', 'admin')).json() as { words: WatchedWord[] };
    expect(list.words.map((word) => word.phrase)).toEqual(['βλάκας']);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'site.watched_word_added'))).toHaveLength(1);
  });
});

describe('a blocked word', () => {
  it.each(['Είσαι βλάκας!', 'είσαι ΒΛΑΚΑΣ', 'eisai vlakas', 'BLAKAS', 'βλακας.', 'Βλάκας\nκαι μισός'])('refuses the comment «%s», naming the rule, and stores nothing', async (body) => {
    const before = await app.db.select().from(comments).where(eq(comments.postId, postId));
    const response = await commentAs('member', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'watched_word_blocked', values: { phrase: 'βλάκας' } } });
    expect(await app.db.select().from(comments).where(eq(comments.postId, postId))).toHaveLength(before.length);
  });

  it('lets a word that only starts the same through (whole words only)', async () => {
    expect((await commentAs('member', 'Πλάκα είχε η εκδρομή, βλακείες όχι!')).statusCode).toBe(201);
  });

  it('refuses a post, an update and a profile that use it, teachers’ too', async () => {
    const post = await call('POST', '/api/posts', 'teacher', { title: 'Vlakas title', thumbnailId, content: [{ type: 'paragraph', value: 'Hello' }], audience: 'everyone' });
    expect(post.json()).toMatchObject({ error: { code: 'watched_word_blocked' } });
    const caption = await call('POST', '/api/posts', 'member', { title: 'Trip', thumbnailId, content: [{ type: 'image', value: thumbnailId, alt: 'ο βλάκας' }], audience: 'everyone' });
    expect(caption.statusCode).toBe(400);
    const collaboration = await call('POST', '/api/collaborations', 'member', { title: 'Pond', thumbnailId: null, content: [{ type: 'paragraph', value: 'Frogs.' }] });
    expect(collaboration.statusCode, collaboration.body).toBe(201);
    const { id } = collaboration.json() as { id: string };
    const item = await call('POST', `/api/collaborations/${id}/items`, 'member', { kind: 'update', title: 'News', content: [{ type: 'paragraph', value: 'vlakas' }] });
    expect(item.json()).toMatchObject({ error: { code: 'watched_word_blocked' } });
    const profile = await call('PUT', '/api/profile', 'member', { description: 'Δεν είμαι βλάκας', telephone: null, email: null, facebook: null, instagram: null, imageId: null });
    expect(profile.json()).toMatchObject({ error: { code: 'watched_word_blocked' } });
  });
});

describe('a word held for review', () => {
  it('saves the comment and the post that use it, waiting for a teacher, whoever wrote them', async () => {
    const rule = await watch('χαζός', 'review');
    const response = await commentAs('member', 'Ποιος είναι xazos;');
    expect(response.statusCode).toBe(201);
    expect((response.json() as CommentView).review).toMatchObject({ state: 'waiting' });
    const teacherThumbnail = (await createImage(app, people.teacher.id)).id;
    const post = await call('POST', '/api/posts', 'teacher', { title: 'Ο χαζός γάτος', thumbnailId: teacherThumbnail, content: [{ type: 'paragraph', value: 'Νιαου.' }], audience: 'everyone' });
    expect(post.statusCode, post.body).toBe(201);
    const [row] = await app.db.select().from(posts).where(eq(posts.id, (post.json() as { id: string }).id));
    expect(row!.review).toBe('waiting');
    // Removed, it holds nothing any more.
    expect((await call('DELETE', `/api/admin/watched-words/${rule.id}`, 'admin')).statusCode).toBe(200);
    expect(((await commentAs('member', 'xazos')).json() as CommentView).review).toBeNull();
    expect((await call('DELETE', `/api/admin/watched-words/${rule.id}`, 'admin')).statusCode).toBe(404);
    expect((await app.db.select().from(auditLog).where(eq(auditLog.action, 'site.watched_word_removed')))[0]).toMatchObject({ details: { phrase: 'χαζός', action: 'review' } });
  });
});
