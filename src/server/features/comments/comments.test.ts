import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_PAGE_SIZE } from '../../../shared/constants.js';
import type { CommentDetail, CommentPage, CommentView } from '../../../shared/schemas/comments.js';
import type { ReviewQueue } from '../../../shared/schemas/review.js';
import type { App } from '../../app.js';
import { auditLog, comments, notifications } from '../../core/db/schema.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { openStream, type OpenStream } from '../../test/event-stream.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * Comments under posts, per role (decision 0042): who reads a thread and its count, who writes,
 * changes, deletes, hides and decides; a pupil's comment waits and reaches nobody else (thread,
 * notifications, live news) until approved; the thread is told, never the commenter, nor who
 * muted it; bad input stores nothing.
 */
type Role = 'author' | 'member' | 'other' | 'pupil' | 'guardian' | 'teacher' | 'admin';
let app: App;
let base: string;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
const streams: OpenStream[] = [];
let thumbnailId: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  people.author = await createUser(app, { name: 'Eleni', surname: 'Author' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.other = await createUser(app, { name: 'Chris', surname: 'Other' });
  people.pupil = await createUser(app, { name: 'Maria', surname: 'Pupil', needsReview: true });
  people.guardian = await createUser(app, { name: 'Gina', surname: 'Guardian' });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Tom', surname: 'Teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  thumbnailId = (await createImage(app, people.author.id)).id;
}, 60_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
});

const newPost = (audience: 'everyone' | 'members' = 'everyone') => createPost(app, people.author.id, { thumbnailId, audience });

async function comment(postId: string, who: Role, body: string, parentId?: string): Promise<CommentView> {
  const response = await call('POST', `/api/posts/${postId}/comments`, who, { body, ...(parentId ? { parentId } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CommentView;
}

async function thread(postId: string, who: Role): Promise<CommentPage> {
  const response = await call('GET', `/api/posts/${postId}/comments`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CommentPage;
}

const bodies = (page: CommentPage) => page.comments.flatMap((c) => [c.body, ...c.replies.map((r) => r.body)]);

const commentNotices = (recipientId: string, postId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.postId, postId), eq(notifications.kind, 'comment_added')));

describe('reading a thread', () => {
  it('is for members: a visitor is asked to sign in and learns neither comments nor their count', async () => {
    const postId = await newPost();
    await comment(postId, 'member', 'Well done!');
    const response = await call('GET', `/api/posts/${postId}/comments`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'comments_members_only' } });
    expect(response.body).not.toContain('Well done');
    // Nor does the post itself carry a count.
    expect((await call('GET', `/api/posts/${postId}`)).body).not.toContain('Well done');
  });

  it('follows the post: a post a member may not read has no thread for them (404)', async () => {
    const postId = await newPost();
    await app.db.execute(`update posts set unpublished_at = now() where id = '${postId}'`);
    expect((await call('GET', `/api/posts/${postId}/comments`, 'member')).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${postId}/comments`, 'author')).statusCode).toBe(200);
    // Only a live post takes comments, even from its author.
    const refused = await call('POST', `/api/posts/${postId}/comments`, 'author', { body: 'Hello' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'comment_post_not_live' } });
  });

  it('shows comments oldest first with one level of replies, paged by comment', async () => {
    const postId = await newPost('members');
    const first = await comment(postId, 'member', 'First!');
    await comment(postId, 'other', 'Second');
    const reply = await comment(postId, 'author', 'Thank you', first.id);
    // A reply to a reply answers its comment: one level.
    const replyToReply = await comment(postId, 'other', 'Agreed', reply.id);
    expect(replyToReply.parentId).toBe(first.id);
    const page = await thread(postId, 'other');
    expect(page.total).toBe(2);
    expect(page.comments.map((c) => c.body)).toEqual(['First!', 'Second']);
    expect(page.comments[0]!.replies.map((r) => r.body)).toEqual(['Thank you', 'Agreed']);
    expect(page.comments[0]!.author).toMatchObject({ name: 'Bill', surname: 'Member' });
    expect(page.canComment).toBe(true);
  });

  it('reads a later page with its comments’ replies, and a page past the last with the count still right', async () => {
    const postId = await newPost();
    const hourAgo = Date.now() - 60 * 60_000;
    const written = await app.db
      .insert(comments)
      .values(Array.from({ length: COMMENTS_PAGE_SIZE + 1 }, (_, i) => ({ postId, authorId: people.member.id, body: `Comment ${i + 1}`, createdAt: new Date(hourAgo + i * 1000) })))
      .returning({ id: comments.id, body: comments.body });
    const last = written.find((row) => row.body === `Comment ${COMMENTS_PAGE_SIZE + 1}`)!;
    await comment(postId, 'other', 'An answer on page 2', last.id);
    const page = async (n: number) => (await call('GET', `/api/posts/${postId}/comments?page=${n}`, 'other')).json() as CommentPage;
    const first = await page(1);
    expect(first.comments.map((c) => c.body)).toEqual(written.slice(0, COMMENTS_PAGE_SIZE).map((row) => row.body));
    expect(first.total).toBe(COMMENTS_PAGE_SIZE + 1);
    expect(await page(2)).toMatchObject({ total: COMMENTS_PAGE_SIZE + 1, comments: [{ body: last.body, replies: [{ body: 'An answer on page 2' }] }] });
    expect(await page(3)).toMatchObject({ total: COMMENTS_PAGE_SIZE + 1, comments: [], page: 3 });
  });
});

describe('one page for many readers', () => {
  it('is read once for every member who reads the live comments alone, each shown their own abilities and mute; those who read more have theirs read apart', async () => {
    const postId = await newPost();
    const mine = await comment(postId, 'member', 'Mine to change.');
    const theirs = await comment(postId, 'other', 'Theirs to change.');
    expect((await call('PUT', `/api/posts/${postId}/comments/mute`, 'member', { muted: true })).statusCode).toBe(200);
    const asMember = await thread(postId, 'member');
    const asOther = await thread(postId, 'other');
    const abilities = (page: CommentPage, id: string) => page.comments.find((each) => each.id === id)!;
    expect(abilities(asMember, mine.id)).toMatchObject({ canEdit: true, canDelete: true });
    expect(abilities(asMember, theirs.id)).toMatchObject({ canEdit: false, canDelete: false });
    expect(abilities(asOther, theirs.id)).toMatchObject({ canEdit: true, canDelete: true });
    expect([asMember.muted, asOther.muted]).toEqual([true, false]);
    // The kept page knows who muted the thread: a change of mind shows in the next read, and the answer is the member's alone.
    expect((await call('PUT', `/api/posts/${postId}/comments/mute`, 'member', { muted: false })).statusCode).toBe(200);
    const again = await call('GET', `/api/posts/${postId}/comments`, 'member');
    expect((again.json() as CommentPage).muted).toBe(false);
    expect(again.headers['cache-control']).toBe('private, no-store');
    // The post's author hides one: they still read it, marked; the other members read it no more, at once.
    expect((await call('POST', `/api/comments/${theirs.id}/hide`, 'author', { reason: 'Off topic' })).statusCode).toBe(200);
    expect(bodies(await thread(postId, 'member'))).toEqual(['Mine to change.']);
    expect(abilities(await thread(postId, 'author'), theirs.id)).toMatchObject({ hidden: true });
    // Its writer reads their hidden comment still, as do moderators; a pupil's waiting one is theirs and their guardian's.
    expect(bodies(await thread(postId, 'other'))).toContain('Theirs to change.');
    expect(bodies(await thread(postId, 'teacher'))).toContain('Theirs to change.');
    await comment(postId, 'pupil', 'Waiting for my teacher.');
    expect(bodies(await thread(postId, 'guardian'))).toContain('Waiting for my teacher.');
    expect(bodies(await thread(postId, 'member'))).toEqual(['Mine to change.']);
  });
});

describe('bad input', () => {
  it('refuses an empty, a too long or a control-character comment, and stores nothing', async () => {
    const postId = await newPost();
    for (const [body, field] of [
      ['   ', 'comment_required'],
      ['x'.repeat(2001), 'comment_too_long'],
      ['bad\u0000', 'control_characters'],
    ] as const) {
      const response = await call('POST', `/api/posts/${postId}/comments`, 'member', { body });
      expect(response.statusCode, body.slice(0, 10)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    expect(await app.db.select().from(comments).where(eq(comments.postId, postId))).toHaveLength(0);
  });

  it('answers 404 for a reply to a comment of another post, or a malformed id', async () => {
    const [one, two] = [await newPost(), await newPost()];
    const elsewhere = await comment(two, 'member', 'Elsewhere');
    expect((await call('POST', `/api/posts/${one}/comments`, 'member', { body: 'Hi', parentId: elsewhere.id })).statusCode).toBe(404);
    expect((await call('GET', '/api/comments/not-an-id', 'member')).statusCode).toBe(404);
    // A comment waiting for review is not answered, even by the one who reads it.
    const waiting = await comment(one, 'pupil', 'Waiting here');
    const refused = await call('POST', `/api/posts/${one}/comments`, 'teacher', { body: 'Hi', parentId: waiting.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'comment_reply_not_live' } });
  });
});

describe('changing, deleting and hiding', () => {
  it('lets its author change it within 15 minutes ("edited"), and nobody else', async () => {
    const postId = await newPost();
    const mine = await comment(postId, 'member', 'Typo here');
    expect(mine.canEdit).toBe(true);
    expect((await call('PATCH', `/api/comments/${mine.id}`, 'other', { body: 'Mine now' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/comments/${mine.id}`, 'admin', { body: 'Mine now' })).json()).toMatchObject({ error: { code: 'own_comments_edit' } });
    const changed = await call('PATCH', `/api/comments/${mine.id}`, 'member', { body: 'No typo here' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ body: 'No typo here', editedAt: expect.any(String) });
    // Sixteen minutes later, the window has closed: it can still be deleted.
    await app.db.update(comments).set({ createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(comments.id, mine.id));
    const late = await call('PATCH', `/api/comments/${mine.id}`, 'member', { body: 'Again' });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ error: { code: 'comment_edit_window' } });
    expect((await thread(postId, 'member')).comments[0]).toMatchObject({ body: 'No typo here', canEdit: false, canDelete: true });
  });

  it('lets its author delete it without a reason; a moderator deletes any with one, audited; another member cannot', async () => {
    const postId = await newPost();
    const mine = await comment(postId, 'member', 'Delete me');
    const refused = await call('DELETE', `/api/comments/${mine.id}`, 'other');
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await call('DELETE', `/api/comments/${mine.id}`, 'member')).statusCode).toBe(200);
    const rude = await comment(postId, 'other', 'Something rude');
    const noReason = await call('DELETE', `/api/comments/${rude.id}`, 'teacher', {});
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('moderation_reason_required');
    expect((await call('DELETE', `/api/comments/${rude.id}`, 'teacher', { reason: 'Unkind to a classmate' })).statusCode).toBe(200);
    expect(await app.db.select().from(comments).where(eq(comments.postId, postId))).toHaveLength(0);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.targetId, rude.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'comment.deleted', actorId: people.teacher.id, details: { reason: 'Unkind to a classmate', authorId: people.other.id } });
    expect(await app.db.select().from(auditLog).where(eq(auditLog.targetId, mine.id))).toHaveLength(0);
  });

  it('lets the post’s author and moderators hide one (with a reason, audited) and show it again; nobody else', async () => {
    const postId = await newPost();
    const said = await comment(postId, 'other', 'Off topic');
    expect((await call('POST', `/api/comments/${said.id}/hide`, 'member', { reason: 'No' })).statusCode).toBe(403);
    expect((await call('POST', `/api/comments/${said.id}/hide`, 'author', {})).statusCode).toBe(400);
    const hidden = await call('POST', `/api/comments/${said.id}/hide`, 'author', { reason: 'Off topic' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true });
    // Gone for other readers (and from the count); its author, the post's author and moderators see it, marked.
    expect((await thread(postId, 'member')).total).toBe(0);
    for (const who of ['other', 'author', 'teacher'] as const) expect((await thread(postId, who)).comments[0]).toMatchObject({ hidden: true });
    expect((await app.db.select().from(auditLog).where(eq(auditLog.targetId, said.id)))[0]).toMatchObject({ action: 'comment.hidden', details: { reason: 'Off topic' } });
    // Its author is told who hid it and why.
    const told = await app.db.select().from(notifications).where(and(eq(notifications.recipientId, people.other.id), eq(notifications.kind, 'comment_hidden'), eq(notifications.postId, postId)));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ actorId: people.author.id, postId, details: { note: 'Off topic' } });
    expect((await call('POST', `/api/comments/${said.id}/show`, 'admin')).statusCode).toBe(200);
    expect((await thread(postId, 'member')).total).toBe(1);
  });
});

describe('a pupil’s comment', () => {
  it('waits for review: the pupil, their guardian and reviewers see it, marked; nobody else, nor the thread’s notifications', async () => {
    const postId = await newPost();
    const waiting = await comment(postId, 'pupil', 'My first comment');
    expect(waiting.review).toMatchObject({ state: 'waiting', version: 1 });
    for (const who of ['author', 'member'] as const) expect(bodies(await thread(postId, who))).not.toContain('My first comment');
    for (const who of ['pupil', 'guardian', 'teacher', 'admin'] as const) expect(bodies(await thread(postId, who))).toContain('My first comment');
    expect(await commentNotices(people.author.id, postId)).toHaveLength(0);
    // It is in the reviewers' queue, with the post it answers.
    const queue = (await call('GET', '/api/review', 'teacher')).json() as ReviewQueue;
    expect(queue.entries.find((entry) => entry.id === waiting.id)).toMatchObject({ type: 'comment', excerpt: 'My first comment', title: 'A post' });
    const detail = (await call('GET', `/api/comments/${waiting.id}`, 'teacher')).json() as CommentDetail;
    expect(detail).toMatchObject({ canReview: true, place: { kind: 'post', postId } });
    expect((await call('GET', `/api/comments/${waiting.id}`, 'member')).statusCode).toBe(404);
    // A member cannot decide; a teacher approves: it shows, and the thread is told (by the pupil).
    expect((await call('POST', `/api/review/comments/${waiting.id}/approve`, 'member', { version: 1 })).statusCode).toBe(403);
    expect((await call('POST', `/api/review/comments/${waiting.id}/approve`, 'teacher', { version: 1 })).statusCode).toBe(200);
    expect(bodies(await thread(postId, 'member'))).toContain('My first comment');
    const told = await commentNotices(people.author.id, postId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ actorId: people.pupil.id });
    expect(await commentNotices(people.pupil.id, postId)).toHaveLength(0);
  });

  it('sent back, waits on the pupil with the note, who may change it after the window', async () => {
    const postId = await newPost();
    const waiting = await comment(postId, 'pupil', 'lol');
    expect((await call('POST', `/api/review/comments/${waiting.id}/send-back`, 'admin', { version: 1, note: 'Say a bit more, please.' })).statusCode).toBe(200);
    await app.db.update(comments).set({ createdAt: new Date(Date.now() - 60 * 60_000) }).where(eq(comments.id, waiting.id));
    const mine = (await thread(postId, 'pupil')).comments[0]!;
    expect(mine).toMatchObject({ review: { state: 'sent_back', note: 'Say a bit more, please.' }, canEdit: true });
    const changed = await call('PATCH', `/api/comments/${waiting.id}`, 'pupil', { body: 'I liked the photos of the trip.' });
    expect(changed.json()).toMatchObject({ review: { state: 'waiting', version: 2 } });
  });
});

describe('who is told', () => {
  it('tells the post’s author and earlier commenters, never the commenter nor who muted the thread', async () => {
    const postId = await newPost();
    await comment(postId, 'member', 'Great');
    await comment(postId, 'other', 'Lovely');
    expect(await commentNotices(people.author.id, postId)).toHaveLength(2);
    expect(await commentNotices(people.member.id, postId)).toHaveLength(1);
    expect(await commentNotices(people.other.id, postId)).toHaveLength(0);
    const muted = await call('PUT', `/api/posts/${postId}/comments/mute`, 'member', { muted: true });
    expect(muted.json()).toEqual({ muted: true });
    expect((await thread(postId, 'member')).muted).toBe(true);
    await comment(postId, 'author', 'Thanks both');
    expect(await commentNotices(people.member.id, postId)).toHaveLength(1);
    expect(await commentNotices(people.other.id, postId)).toHaveLength(1);
    // The bell words it, and leads to the thread.
    const list = (await call('GET', '/api/notifications', 'other')).json() as { notifications: { kind: string; post: { id: string } | null }[] };
    expect(list.notifications.find((n) => n.kind === 'comment_added')).toMatchObject({ post: { id: postId } });
  });

  it('sends the post’s open pages live news of a comment, but not of one that waits', async () => {
    const postId = await newPost();
    const stream = await openStream(`${base}/api/live?topics=post:${postId}`, { cookie: cookies.author });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    await comment(postId, 'member', 'Live!');
    expect(JSON.parse((await stream.next('comments')).data)).toEqual({ id: postId });
    // A visitor cannot follow a post's comments, nor a member a post they may not read.
    const hiddenPost = await newPost();
    await app.db.execute(`update posts set unpublished_at = now() where id = '${hiddenPost}'`);
    expect((await openStream(`${base}/api/live?topics=post:${hiddenPost}`, { cookie: cookies.member })).status).toBe(404);
  });
});
