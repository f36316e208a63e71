import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentPage, CommentView } from '../../../shared/schemas/comments.js';
import type { PostDetail } from '../../../shared/schemas/posts.js';
import type { App } from '../../app.js';
import { auditLog, profiles, siteSettings } from '../../core/db/schema.js';
import { CACHE_TAGS } from '../../core/events/cache-tags.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * The site setting that shows comments on posts for everyone to visitors (decision 0046): off by
 * default (a visitor is asked to sign in and learns nothing, not even how many); administrators
 * alone change it, audited; on, a visitor reads the live comments only (never one waiting or
 * hidden, never under a members-only post), pupils without public image consent by initials,
 * with nothing to write, mute, edit or hide; the post's answer and page say so to visitors, and
 * forget it when the setting changes.
 */
type Role = 'author' | 'member' | 'pupil' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
let postId: string;
let membersPostId: string;
const said = {} as Record<'member' | 'pupil' | 'waiting' | 'hidden' | 'reply', CommentView>;

async function comment(where: string, who: Role, body: string, parentId?: string): Promise<CommentView> {
  const response = await call('POST', `/api/posts/${where}/comments`, who, { body, ...(parentId ? { parentId } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CommentView;
}

const setting = (who: Role | undefined, body: unknown) => call('PUT', '/api/admin/comments-for-visitors', who, body);

beforeAll(async () => {
  app = await buildTestApp();
  people.author = await createUser(app, { name: 'Eleni', surname: 'Author' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.pupil = await createUser(app, { name: 'Maria', surname: 'Pupil' });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Tom', surname: 'Teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  const thumbnailId = (await createImage(app, people.author.id)).id;
  postId = await createPost(app, people.author.id, { thumbnailId });
  membersPostId = await createPost(app, people.author.id, { thumbnailId, audience: 'members' });

  said.member = await comment(postId, 'member', 'Lovely garden!');
  said.reply = await comment(postId, 'author', 'Thank you, come and see it.', said.member.id);
  // A pupil's comment written before they were marked for review is live; one after waits.
  said.pupil = await comment(postId, 'pupil', 'I planted the lemon tree.');
  expect((await call('PUT', `/api/admin/members/${people.pupil.id}/review`, 'admin', { needsReview: true })).statusCode).toBe(200);
  said.waiting = await comment(postId, 'pupil', 'And the basil.');
  expect(said.waiting.review?.state).toBe('waiting');
  said.hidden = await comment(postId, 'member', 'Off topic remark');
  expect((await call('POST', `/api/comments/${said.hidden.id}/hide`, 'author', { reason: 'Off topic' })).statusCode).toBe(200);
  await comment(membersPostId, 'member', 'For members only');
}, 60_000);
afterAll(() => app.close());

const visitorThread = () => call('GET', `/api/posts/${postId}/comments`);
const postAsVisitor = async (id = postId) => {
  const response = await call('GET', `/api/posts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PostDetail;
};

describe('comments for visitors: off by default', () => {
  it('a visitor is asked to sign in and learns nothing of the comments; the post says they read none', async () => {
    const refused = await visitorThread();
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('Lovely garden');
    expect((await postAsVisitor()).visitorsSeeComments).toBe(false);
    expect((await call('GET', '/api/admin/comments-for-visitors', 'admin')).json()).toEqual({ on: false });
  });
});

describe('the setting', () => {
  it('is administrators’ alone: a visitor is asked to sign in, a member and a teacher refused; nothing changes', async () => {
    expect((await setting(undefined, { on: true })).statusCode).toBe(401);
    for (const who of ['member', 'teacher', 'author'] as Role[]) {
      const refused = await setting(who, { on: true });
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().error.code).toBe('admins_only');
      expect((await call('GET', '/api/admin/comments-for-visitors', who)).statusCode, who).toBe(403);
    }
    const [row] = await app.db.select({ on: siteSettings.commentsForVisitors }).from(siteSettings);
    expect(row?.on ?? false).toBe(false);
  });

  it('refuses anything but true or false, saying so, and stores nothing', async () => {
    for (const body of [{ on: 'yes' }, {}, { on: 1 }]) {
      const refused = await setting('admin', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ on: 'Choose whether visitors read comments: true or false.' });
    }
    expect((await call('GET', '/api/admin/comments-for-visitors', 'admin')).json()).toEqual({ on: false });
  });

  it('an administrator turns it on, audited; the post’s cached answer for visitors says so at once', async () => {
    expect((await postAsVisitor()).visitorsSeeComments).toBe(false);
    const saved = await setting('admin', { on: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ on: true });
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, 'site.comments_for_visitors_changed'));
    expect(entries).toEqual([expect.objectContaining({ actorId: people.admin.id, details: { on: true } })]);
    expect((await postAsVisitor()).visitorsSeeComments).toBe(true);
    // Never for a post for members: a visitor does not read it at all.
    expect((await call('GET', `/api/posts/${membersPostId}`)).statusCode).not.toBe(200);
  });
});

describe('comments for visitors: on', () => {
  it('a visitor reads the live comments and replies only, nothing waiting or hidden, and their count', async () => {
    const response = await visitorThread();
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as CommentPage;
    expect(page.comments.map((c) => c.body)).toEqual(['Lovely garden!', 'I planted the lemon tree.']);
    expect(page.comments[0]!.replies.map((c) => c.body)).toEqual(['Thank you, come and see it.']);
    expect(page.total).toBe(2);
    expect(response.body).not.toContain('And the basil');
    expect(response.body).not.toContain('Off topic');
    // Nothing to write, mute, change or hide.
    expect(page).toMatchObject({ canComment: false, muted: false });
    for (const c of [...page.comments, ...page.comments.flatMap((t) => t.replies)]) {
      expect(c).toMatchObject({ canEdit: false, canDelete: false, canHide: false, canReview: false });
    }
  });

  it('shows a pupil without public image consent by initials to visitors, by name to members', async () => {
    const visitor = (await visitorThread()).json() as CommentPage;
    expect(visitor.comments[1]!.author).toMatchObject({ name: 'M.', surname: 'P.' });
    expect(visitor.comments[0]!.author).toMatchObject({ name: 'Bill', surname: 'Member' });
    const member = (await call('GET', `/api/posts/${postId}/comments`, 'member')).json() as CommentPage;
    expect(member.comments.find((c) => c.body === 'I planted the lemon tree.')!.author).toMatchObject({ name: 'Maria', surname: 'Pupil' });
    // With their guardian's consent to public images, visitors read their name: written here
    // directly, the cache forgotten as the consent's event forgets every author's pages (CACHE_TAGS.posts).
    await app.db.update(profiles).set({ imageConsent: 'public' }).where(eq(profiles.userId, people.pupil.id));
    await app.publicCache.invalidate(CACHE_TAGS.posts);
    expect(((await visitorThread()).json() as CommentPage).comments[1]!.author).toMatchObject({ name: 'Maria', surname: 'Pupil' });
    await app.db.update(profiles).set({ imageConsent: null }).where(eq(profiles.userId, people.pupil.id));
    await app.publicCache.invalidate(CACHE_TAGS.posts);
  });

  it('is one page for every visitor, kept until what it shows changes: a comment written, edited, hidden, approved, deleted, an author renamed, the post taken off the site', async () => {
    const bodies = async () => ((await visitorThread()).json() as CommentPage).comments.flatMap((each) => [each.body, ...each.replies.map((reply) => reply.body)]);
    const first = await visitorThread();
    expect(first.headers.etag).toBeTruthy();
    // Revalidated for free while nothing changed.
    expect((await app.inject({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
    const added = await comment(postId, 'member', 'The roses are out.');
    expect(await bodies()).toContain('The roses are out.');
    expect((await call('PATCH', `/api/comments/${added.id}`, 'member', { body: 'The roses are out, red ones.' })).statusCode).toBe(200);
    expect(await bodies()).toContain('The roses are out, red ones.');
    expect((await call('POST', `/api/comments/${added.id}/hide`, 'author', { reason: 'Twice said' })).statusCode).toBe(200);
    expect(await bodies()).not.toContain('The roses are out, red ones.');
    const approved = await call('POST', `/api/review/comments/${said.waiting.id}/approve`, 'teacher', { version: said.waiting.review!.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await bodies()).toContain('And the basil.');
    expect((await call('DELETE', `/api/comments/${said.waiting.id}`, 'pupil')).statusCode).toBe(200);
    expect(await bodies()).not.toContain('And the basil.');
    expect((await call('PATCH', `/api/admin/members/${people.member.id}`, 'admin', { name: 'William', surname: 'Member' })).statusCode).toBe(200);
    expect(((await visitorThread()).json() as CommentPage).comments[0]!.author).toMatchObject({ name: 'William' });
    expect((await call('POST', `/api/admin/posts/${postId}/unpublish`, 'admin')).statusCode).toBe(200);
    expect((await visitorThread()).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/posts/${postId}/publish`, 'admin')).statusCode).toBe(200);
    expect((await visitorThread()).statusCode).toBe(200);
  });

  it('never under a members-only post, and a visitor still writes nothing', async () => {
    const members = await call('GET', `/api/posts/${membersPostId}/comments`);
    expect(members.statusCode).toBe(404);
    expect(members.body).not.toContain('For members only');
    expect((await call('POST', `/api/posts/${postId}/comments`, undefined, { body: 'Hello' })).statusCode).toBe(401);
  });

  it('turned off again, visitors read nothing once more, at once', async () => {
    expect((await setting('admin', { on: false })).statusCode).toBe(200);
    expect((await visitorThread()).statusCode).toBe(401);
    expect((await postAsVisitor()).visitorsSeeComments).toBe(false);
  });
});
