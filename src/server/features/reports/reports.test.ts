import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentPage, CommentView } from '../../../shared/schemas/comments.js';
import type { ModerationQueue } from '../../../shared/schemas/reports.js';
import type { App } from '../../app.js';
import { auditLog, notifications, reports } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * Reports and the moderation queue, per role (decision 0044): who reports what (what they read,
 * never their own, once while it is open), who reads the queue and decides; three members' reports
 * hold a comment or a post hidden until a moderator decides, a dismissal shows it again; reporters
 * learn the outcome, the author a hold and a hiding but never who reported; a ban stops commenting;
 * a watched word's flag files a report; bad input stores nothing.
 */
const REASON_REQUIRED = 'Please say why: it is kept in the audit log.';
type Role = 'author' | 'member' | 'other' | 'third' | 'pupil' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
let thumbnailId: string;

beforeAll(async () => {
  app = await buildTestApp();
  people.author = await createUser(app, { name: 'Eleni', surname: 'Author' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.other = await createUser(app, { name: 'Chris', surname: 'Other' });
  people.third = await createUser(app, { name: 'Dimitra', surname: 'Third' });
  people.pupil = await createUser(app, { name: 'Maria', surname: 'Pupil', needsReview: true });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Tom', surname: 'Teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  thumbnailId = (await createImage(app, people.author.id)).id;
}, 60_000);
afterAll(() => app.close());

const newPost = (audience: 'everyone' | 'members' = 'everyone') => createPost(app, people.author.id, { thumbnailId, audience });

async function comment(postId: string, who: Role, body: string): Promise<CommentView> {
  const response = await call('POST', `/api/posts/${postId}/comments`, who, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CommentView;
}

const report = (who: Role | undefined, type: 'post' | 'comment', id: string, reason = 'bullying', words?: string) =>
  call('POST', '/api/reports', who, { subject: { type, id }, reason, ...(words === undefined ? {} : { words }) });

const decide = (who: Role | undefined, type: 'post' | 'comment', id: string, body: Record<string, unknown>) => call('POST', `/api/moderation/${type}/${id}/decide`, who, body);

async function queue(who: Role = 'teacher'): Promise<ModerationQueue> {
  const response = await call('GET', '/api/moderation', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationQueue;
}

async function threadBodies(postId: string, who: Role): Promise<string[]> {
  const page = (await call('GET', `/api/posts/${postId}/comments`, who)).json() as CommentPage;
  return page.comments.map((c) => c.body);
}

const noticesOf = (recipientId: string, kind: 'report_held' | 'report_decided' | 'comment_hidden') =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));

const openReportsOf = (subjectId: string) => app.db.select().from(reports).where(eq(reports.subjectId, subjectId));

describe('reporting', () => {
  it('is for members who read the thing: a visitor is asked to sign in, a members-only post or a waiting comment is not there for those who cannot read it', async () => {
    const postId = await newPost('members');
    expect((await report(undefined, 'post', postId)).statusCode).toBe(401);
    const waiting = await comment(postId, 'pupil', 'Waiting for a teacher');
    const refused = await report('member', 'comment', waiting.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'not_found', message: 'That post, comment, update, request for help or profile could not be found.' } });
    expect(await openReportsOf(waiting.id)).toHaveLength(0);
    // Its reviewer reads it, and may report it.
    expect((await report('teacher', 'comment', waiting.id)).statusCode).toBe(201);
  });

  it('refuses one’s own words, a second open report of the same thing, and bad input, storing nothing', async () => {
    const postId = await newPost();
    const own = await report('author', 'post', postId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { code: 'report_own' } });
    expect((await report('member', 'post', postId, 'spam', 'Selling things')).statusCode).toBe(201);
    const again = await report('member', 'post', postId, 'illegal');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'You have reported this already. A moderator will look at it.' } });
    for (const [body, field, message] of [
      [{ subject: { type: 'post', id: postId }, reason: 'rude' }, 'reason', 'Choose why you are reporting this.'],
      [{ subject: { type: 'post', id: postId }, reason: 'spam', words: 'x'.repeat(1001) }, 'words', 'What you add can be at most 1000 characters long.'],
    ] as const) {
      const response = await call('POST', '/api/reports', 'other', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect((await report('other', 'member' as 'post', postId)).statusCode).toBe(400);
    expect(await openReportsOf(postId)).toHaveLength(1);
    // Audited: who reported what, and why.
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.made'), eq(auditLog.targetId, postId)));
    expect(entry).toMatchObject({ actorId: people.member.id, targetType: 'post', details: { reason: 'spam' } });
  });
});

describe('the moderation queue', () => {
  it('is for teachers and admins: a visitor is asked to sign in, a member is refused', async () => {
    expect((await call('GET', '/api/moderation')).statusCode).toBe(401);
    for (const who of ['member', 'pupil', 'author'] as const) {
      expect((await call('GET', '/api/moderation', who)).statusCode).toBe(403);
      expect((await call('GET', '/api/moderation/count', who)).statusCode).toBe(403);
    }
    const postId = await newPost();
    const { id } = await comment(postId, 'author', 'A comment to decide on');
    await report('member', 'comment', id);
    expect((await decide('member', 'comment', id, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await decide(undefined, 'comment', id, { action: 'dismiss' })).statusCode).toBe(401);
    expect((await call('GET', '/api/moderation', 'admin')).statusCode).toBe(200);
  });

  it('shows each reported thing once, in context, with every report of it and who made it', async () => {
    const postId = await newPost();
    const { id } = await comment(postId, 'author', 'You are all silly');
    await report('member', 'comment', id, 'bullying', 'Unkind to the class');
    await report('other', 'comment', id, 'children');
    const { entries, open } = await queue('admin');
    const entry = entries.find((e) => e.subject.id === id)!;
    expect(entry).toMatchObject({ subject: { type: 'comment' }, post: { id: postId }, author: { name: 'Eleni' }, text: 'You are all silly', hidden: false, held: false });
    expect(entry.reports.map((r) => [r.reporter?.name, r.reason, r.words])).toEqual([
      ['Bill', 'bullying', 'Unkind to the class'],
      ['Chris', 'children', null],
    ]);
    expect(open).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/moderation/count', 'teacher')).json()).toEqual({ open });
  });
});

describe('three reports', () => {
  it('hold a comment hidden until a decision: its author is told (never by whom), the post’s author cannot show it, a dismissal shows it again and tells the reporters', async () => {
    const postId = await newPost();
    const target = await comment(postId, 'member', 'Maybe unkind');
    await report('other', 'comment', target.id);
    await report('third', 'comment', target.id);
    expect(await threadBodies(postId, 'author')).toContain('Maybe unkind');
    await report('teacher', 'comment', target.id, 'children');
    // Three members: hidden from the thread, marked held in the queue.
    expect(await threadBodies(postId, 'other')).not.toContain('Maybe unkind');
    expect((await queue()).entries.find((e) => e.subject.id === target.id)).toMatchObject({ hidden: true, held: true });
    const [held] = await noticesOf(people.member.id, 'report_held');
    expect(held).toMatchObject({ postId, actorId: null });
    // The post's author may not undo the hold.
    expect((await call('POST', `/api/comments/${target.id}/show`, 'author')).statusCode).toBe(403);
    expect((await decide('admin', 'comment', target.id, { action: 'dismiss' })).statusCode).toBe(200);
    expect(await threadBodies(postId, 'other')).toContain('Maybe unkind');
    for (const who of ['other', 'third', 'teacher'] as const) {
      const [told] = await noticesOf(people[who].id, 'report_decided');
      expect(told?.details).toMatchObject({ reportOutcome: 'dismissed' });
    }
    expect((await queue()).entries.some((e) => e.subject.id === target.id)).toBe(false);
    // Decided once: a second decision finds nothing open.
    expect((await decide('teacher', 'comment', target.id, { action: 'hide', reason: 'Late' })).statusCode).toBe(409);
  });

  it('hold a post off the site until a decision; hiding it keeps it off as the moderator’s act', async () => {
    const postId = await newPost();
    for (const who of ['member', 'other', 'third'] as const) await report(who, 'post', postId, 'spam');
    expect((await call('GET', `/api/posts/${postId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/posts?page=1')).body).not.toContain(postId);
    const missingReason = await decide('teacher', 'post', postId, { action: 'hide' });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().error.fields.reason).toBe(REASON_REQUIRED);
    expect((await decide('teacher', 'post', postId, { action: 'delete', reason: 'Spam' })).statusCode).toBe(400);
    expect((await decide('teacher', 'post', postId, { action: 'hide', reason: 'Advertising' })).statusCode).toBe(200);
    expect((await call('GET', `/api/posts/${postId}`)).statusCode).toBe(404);
    const [told] = await noticesOf(people.author.id, 'report_held');
    expect(told).toBeDefined();
    const unpublished = await app.db.select().from(notifications).where(and(eq(notifications.recipientId, people.author.id), eq(notifications.kind, 'post_unpublished'), eq(notifications.postId, postId)));
    expect(unpublished[0]?.actorId).toBe(people.teacher.id);
    const [decided] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.decided'), eq(auditLog.targetId, postId)));
    expect(decided).toMatchObject({ actorId: people.teacher.id, details: { outcome: 'hidden', reports: 3 } });
  });

  it('follow the site’s threshold, which only admins set, within its bounds', async () => {
    expect((await call('PUT', '/api/admin/report-threshold', 'teacher', { threshold: 1 })).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/report-threshold', 'admin', { threshold: 0 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/report-threshold', 'admin', { threshold: 1 })).json()).toEqual({ threshold: 1 });
    try {
      const postId = await newPost();
      const target = await comment(postId, 'member', 'Held at once');
      await report('other', 'comment', target.id);
      expect(await threadBodies(postId, 'third')).not.toContain('Held at once');
    } finally {
      await call('PUT', '/api/admin/report-threshold', 'admin', { threshold: 3 });
    }
    expect((await call('GET', '/api/admin/report-threshold', 'admin')).json()).toEqual({ threshold: 3 });
  });
});

describe('deciding', () => {
  it('hides or deletes a comment with a reason its author is told, and may stop its author commenting for a while', async () => {
    const postId = await newPost();
    const hidden = await comment(postId, 'member', 'Rude words');
    await report('other', 'comment', hidden.id, 'bullying');
    expect((await decide('teacher', 'comment', hidden.id, { action: 'hide', reason: 'Unkind to a classmate', banDays: 7 })).statusCode).toBe(200);
    expect(await threadBodies(postId, 'other')).not.toContain('Rude words');
    const [why] = await noticesOf(people.member.id, 'comment_hidden');
    expect(why?.details).toMatchObject({ note: 'Unkind to a classmate' });
    // Stopped from commenting: refused, with the date it ends.
    const refused = await call('POST', `/api/posts/${postId}/comments`, 'member', { body: 'Again' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'comment_banned' } });
    expect((await queue()).entries.some((e) => e.subject.id === hidden.id)).toBe(false);
    const [ban] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'member.comment_banned'), eq(auditLog.targetId, people.member.id)));
    expect(ban).toMatchObject({ actorId: people.teacher.id, details: { days: 7, reason: 'Unkind to a classmate' } });

    const deleted = await comment(postId, 'other', 'Spam link');
    await report('third', 'comment', deleted.id, 'spam');
    expect((await decide('admin', 'comment', deleted.id, { action: 'delete' })).statusCode).toBe(400);
    expect((await decide('admin', 'comment', deleted.id, { action: 'delete', reason: 'Spam' })).statusCode).toBe(200);
    expect((await call('GET', `/api/comments/${deleted.id}`, 'admin')).statusCode).toBe(404);
    const told = (await noticesOf(people.third.id, 'report_decided')).find((notice) => notice.postId === postId);
    expect(told?.details).toMatchObject({ subject: 'comment', reportOutcome: 'deleted' });
  });

  it('refuses bad decisions, changing nothing', async () => {
    const postId = await newPost();
    const target = await comment(postId, 'author', 'Borderline');
    await report('member', 'comment', target.id);
    for (const body of [{ action: 'ban' }, { action: 'dismiss', banDays: 3, reason: 'x' }, { action: 'dismiss', banDays: 7 }]) {
      expect((await decide('teacher', 'comment', target.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await decide('teacher', 'comment', '00000000-0000-4000-8000-000000000000', { action: 'dismiss' })).statusCode).toBe(404);
    expect((await queue()).entries.some((e) => e.subject.id === target.id)).toBe(true);
  });
});

describe('a watched word’s flag', () => {
  it('saves the comment live and files a report with no reporter, naming the phrase', async () => {
    const added = await call('POST', '/api/admin/watched-words', 'admin', { phrase: 'fight', action: 'flag' });
    expect(added.statusCode).toBe(201);
    try {
      const postId = await newPost();
      const flagged = await comment(postId, 'third', 'Meet me after school for a FIGHT');
      expect(flagged.review).toBeNull();
      expect(await threadBodies(postId, 'other')).toContain('Meet me after school for a FIGHT');
      const entry = (await queue()).entries.find((e) => e.subject.id === flagged.id)!;
      expect(entry.reports).toEqual([expect.objectContaining({ reason: 'watched_word', words: 'fight', reporter: null })]);
    } finally {
      await call('DELETE', `/api/admin/watched-words/${(added.json() as { id: string }).id}`, 'admin');
    }
  });
});
