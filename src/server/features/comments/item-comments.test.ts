import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentDetail, CommentPage, CommentView } from '../../../shared/schemas/comments.js';
import type { ModerationQueue } from '../../../shared/schemas/reports.js';
import type { ReviewQueue } from '../../../shared/schemas/review.js';
import type { App } from '../../app.js';
import { auditLog, comments, notifications } from '../../core/db/schema.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { memberReads } from '../../test/member-reads.js';
import { openStream, type OpenStream } from '../../test/event-stream.js';
import { createUser, type TestUser } from '../../test/factories.js';

/**
 * Comments under a collaboration's updates and help requests, per role (decision 0042): the same
 * rules as under a post, asked of the item and its collaboration — members read and write under a
 * live one (visitors never: collaborations are members' only), its author hides, a pupil's waits
 * for review, reports and reactions reach them, the thread and those mentioned are told with the
 * item named, its collaboration's open pages hear of them, and bad input stores nothing.
 */
type Role = 'author' | 'member' | 'other' | 'pupil' | 'guardian' | 'teacher' | 'admin';
let app: App;
let base: string;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
const { bell } = memberReads<Role>(() => app, cookies);
const streams: OpenStream[] = [];
let collaborationId: string;

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
  const started = await call('POST', '/api/collaborations', 'author', { title: 'Weather station', thumbnailId: null, content: [{ type: 'paragraph', value: 'Wind and rain.' }] });
  expect(started.statusCode, started.body).toBe(201);
  collaborationId = (started.json() as { id: string }).id;
  const added = await call('POST', `/api/collaborations/${collaborationId}/members`, 'author', { userIds: [people.pupil.id] });
  expect(added.statusCode, added.body).toBe(200);
}, 60_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
});

async function newItem(kind: 'update' | 'help' = 'update', who: Role = 'author'): Promise<string> {
  const response = await call('POST', `/api/collaborations/${collaborationId}/items`, who, { kind, title: `An ${kind} to answer`, content: [{ type: 'paragraph', value: 'Words.' }] });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const threadPath = (itemId: string) => `/api/collaborations/${collaborationId}/items/${itemId}/comments`;

async function comment(itemId: string, who: Role, body: string, extra: Record<string, unknown> = {}): Promise<CommentView> {
  const response = await call('POST', threadPath(itemId), who, { body, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CommentView;
}

async function thread(itemId: string, who: Role): Promise<CommentPage> {
  const response = await call('GET', threadPath(itemId), who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CommentPage;
}

const bodies = (page: CommentPage) => page.comments.flatMap((c) => [c.body, ...c.replies.map((r) => r.body)]);

const notices = (recipientId: string, itemId: string, kind = 'comment_added') =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.itemId, itemId), eq(notifications.kind, kind)));

describe('reading and writing under an update or help request', () => {
  it('is for members: a visitor is asked to sign in, and learns nothing of the thread', async () => {
    const itemId = await newItem();
    await comment(itemId, 'member', 'Nice readings!');
    const response = await call('GET', threadPath(itemId));
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Nice readings');
    expect((await call('POST', threadPath(itemId), undefined, { body: 'Hello' })).statusCode).toBe(401);
  });

  it('every member reads and writes under a live one, with one level of replies, oldest first', async () => {
    const itemId = await newItem('help');
    const first = await comment(itemId, 'member', 'I can help on Friday.');
    await comment(itemId, 'other', 'Me too.');
    const reply = await comment(itemId, 'author', 'Thank you both!', { parentId: first.id });
    expect(reply.parentId).toBe(first.id);
    for (const who of ['member', 'other', 'pupil', 'teacher', 'admin'] as const) {
      const page = await thread(itemId, who);
      expect(bodies(page), who).toEqual(['I can help on Friday.', 'Thank you both!', 'Me too.']);
      expect(page.total).toBe(2);
      expect(page.canComment).toBe(true);
    }
    const detail = (await call('GET', `/api/comments/${first.id}`, 'other')).json() as CommentDetail;
    expect(detail.place).toEqual({ kind: 'item', collaborationId, itemId, itemKind: 'help', title: 'An help to answer' });
  });

  it('follows the item: one waiting for review has no thread for others (404) and takes no comment, even from its author', async () => {
    const itemId = await newItem('update', 'pupil');
    expect((await call('GET', threadPath(itemId), 'member')).statusCode).toBe(404);
    expect((await call('POST', threadPath(itemId), 'member', { body: 'Hello' })).statusCode).toBe(404);
    const own = await call('POST', threadPath(itemId), 'pupil', { body: 'Hello' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ error: { code: 'comment_item_not_live' } });
    // An item of another collaboration is not found under this one.
    const elsewhere = await call('POST', '/api/collaborations', 'other', { title: 'Another', thumbnailId: null, content: [{ type: 'paragraph', value: 'Elsewhere.' }] });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const otherId = (elsewhere.json() as { id: string }).id;
    expect((await call('GET', `/api/collaborations/${otherId}/items/${itemId}/comments`, 'teacher')).statusCode).toBe(404);
  });

  it('a deleted collaboration’s threads are gone for members (404)', async () => {
    const started = await call('POST', '/api/collaborations', 'other', { title: 'Short-lived', thumbnailId: null, content: [{ type: 'paragraph', value: 'Soon gone.' }] });
    expect(started.statusCode, started.body).toBe(201);
    const id = (started.json() as { id: string }).id;
    const item = await call('POST', `/api/collaborations/${id}/items`, 'other', { kind: 'update', title: 'Soon gone', content: [{ type: 'paragraph', value: 'Words.' }] });
    expect(item.statusCode, item.body).toBe(201);
    const itemId = (item.json() as { id: string }).id;
    expect((await call('POST', `/api/collaborations/${id}/items/${itemId}/comments`, 'member', { body: 'Before' })).statusCode).toBe(201);
    expect((await call('DELETE', `/api/collaborations/${id}`, 'other')).statusCode).toBeLessThan(300);
    expect((await call('GET', `/api/collaborations/${id}/items/${itemId}/comments`, 'member')).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const itemId = await newItem();
    for (const [body, field] of [
      ['   ', 'comment_required'],
      ['x'.repeat(2001), 'comment_too_long'],
    ] as const) {
      const response = await call('POST', threadPath(itemId), 'member', { body });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    // A reply answers a comment of this thread only.
    const elsewhere = await comment(await newItem(), 'member', 'Under another update');
    expect((await call('POST', threadPath(itemId), 'member', { body: 'A reply', parentId: elsewhere.id })).statusCode).toBe(404);
    expect(await app.db.select().from(comments).where(eq(comments.itemId, itemId))).toHaveLength(0);
  });

  it('its comments go with the item when it is deleted', async () => {
    const itemId = await newItem();
    await comment(itemId, 'member', 'Going soon');
    expect((await call('DELETE', `/api/collaborations/${collaborationId}/items/${itemId}`, 'author')).statusCode).toBe(204);
    expect(await app.db.select().from(comments).where(eq(comments.itemId, itemId))).toHaveLength(0);
  });
});

describe('who is told', () => {
  it('the item’s author and earlier commenters, never the commenter nor who muted the thread; the bell names the item and leads to its thread', async () => {
    const itemId = await newItem();
    await comment(itemId, 'member', 'First');
    expect(await notices(people.author.id, itemId)).toHaveLength(1);
    expect(await notices(people.member.id, itemId)).toHaveLength(0);
    const muted = await call('PUT', `${threadPath(itemId)}/mute`, 'other', { muted: true });
    expect(muted.statusCode, muted.body).toBe(200);
    await comment(itemId, 'other', 'Second');
    expect((await thread(itemId, 'other')).muted).toBe(true);
    await comment(itemId, 'author', 'Third');
    expect(await notices(people.member.id, itemId)).toHaveLength(2);
    expect(await notices(people.other.id, itemId)).toHaveLength(0);
    const told = (await bell('member')).find((n) => n.kind === 'comment_added' && n.item?.id === itemId);
    expect(told).toMatchObject({ post: null, collaboration: { id: collaborationId }, item: { id: itemId, kind: 'update' } });
  });

  it('a member mentioned in a comment is told, named with the item', async () => {
    const itemId = await newItem();
    await comment(itemId, 'author', 'Thanks @Chris Other for the idea', { mentionIds: [people.other.id] });
    expect(await notices(people.other.id, itemId, 'mentioned')).toHaveLength(1);
    const told = (await bell('other')).find((n) => n.kind === 'mentioned' && n.item?.id === itemId);
    expect(told).toMatchObject({ subject: 'comment', item: { id: itemId } });
  });

  it('the collaboration’s open pages hear of a comment, on the stream every instance feeds', async () => {
    const itemId = await newItem();
    const stream = await openStream(`${base}/api/live?topics=collaboration:${collaborationId}`, { cookie: cookies.author });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    await comment(itemId, 'member', 'Live!');
    expect(JSON.parse((await stream.next('collaboration')).data)).toEqual({ id: collaborationId });
  });
});

describe('safeguards', () => {
  it('a pupil’s comment waits: the pupil, their guardian and reviewers read it; a teacher approves it from the queue; then the thread is told', async () => {
    const itemId = await newItem();
    const waiting = await comment(itemId, 'pupil', 'Can I measure the rain?');
    expect(waiting.review).toMatchObject({ state: 'waiting' });
    expect(bodies(await thread(itemId, 'member'))).not.toContain('Can I measure the rain?');
    for (const who of ['pupil', 'guardian', 'teacher'] as const) expect(bodies(await thread(itemId, who)), who).toContain('Can I measure the rain?');
    expect(await notices(people.author.id, itemId)).toHaveLength(0);
    const queue = (await call('GET', '/api/review', 'teacher')).json() as ReviewQueue;
    expect(queue.entries.find((entry) => entry.id === waiting.id)).toMatchObject({ type: 'comment', title: 'An update to answer', collaboration: { id: collaborationId } });
    const approved = await call('POST', `/api/review/comments/${waiting.id}/approve`, 'teacher', { version: waiting.review!.version });
    expect(approved.statusCode, approved.body).toBeLessThan(300);
    expect(bodies(await thread(itemId, 'member'))).toContain('Can I measure the rain?');
    expect(await notices(people.author.id, itemId)).toHaveLength(1);
    // The pupil's guardian hears of the decision, named with the item.
    const told = (await bell('guardian')).find((n) => n.kind === 'child_approved' && n.item?.id === itemId);
    expect(told).toMatchObject({ subject: 'comment' });
  });

  it('the item’s author hides a comment under it (its writer told why); other members no longer read it; the audit log keeps the reason', async () => {
    const itemId = await newItem();
    const rude = await comment(itemId, 'member', 'Not nice');
    // Someone else's item: not theirs to hide.
    expect((await call('POST', `/api/comments/${rude.id}/hide`, 'other', { reason: 'No' })).statusCode).toBe(403);
    const hidden = await call('POST', `/api/comments/${rude.id}/hide`, 'author', { reason: 'Please be kind' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(bodies(await thread(itemId, 'other'))).not.toContain('Not nice');
    expect(bodies(await thread(itemId, 'author'))).toContain('Not nice');
    expect(bodies(await thread(itemId, 'member'))).toContain('Not nice');
    expect(await notices(people.member.id, itemId, 'comment_hidden')).toHaveLength(1);
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'comment.hidden'), eq(auditLog.targetId, rude.id)));
    expect(entry?.details).toMatchObject({ collaborationId, itemId, reason: 'Please be kind' });
  });

  it('a comment under an item is reported, shown in the queue under its item, and hidden by a moderator', async () => {
    const itemId = await newItem();
    const reported = await comment(itemId, 'member', 'Something to look at');
    const report = await call('POST', '/api/reports', 'other', { subject: { type: 'comment', id: reported.id }, reason: 'bullying' });
    expect(report.statusCode, report.body).toBe(201);
    const queue = (await call('GET', '/api/moderation', 'teacher')).json() as ModerationQueue;
    expect(queue.entries.find((entry) => entry.subject.id === reported.id)).toMatchObject({
      post: null,
      collaboration: { id: collaborationId },
      item: { id: itemId, title: 'An update to answer' },
      itemKind: 'update',
    });
    const decided = await call('POST', `/api/moderation/comment/${reported.id}/decide`, 'teacher', { action: 'hide', reason: 'Unkind words' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(bodies(await thread(itemId, 'other'))).not.toContain('Something to look at');
    // The reporter hears of the outcome in the item's collaboration.
    const told = (await bell('other')).find((n) => n.kind === 'report_decided' && n.item?.id === itemId);
    expect(told).toMatchObject({ reportOutcome: 'hidden', collaboration: { id: collaborationId } });
  });

  it('members react to a live comment under an item; a hidden one takes no reaction', async () => {
    const itemId = await newItem();
    const liked = await comment(itemId, 'member', 'Great idea');
    const reacted = await call('PUT', `/api/reactions/comment/${liked.id}/${encodeURIComponent('👍')}`, 'other');
    expect(reacted.statusCode, reacted.body).toBe(200);
    const read = await call('GET', `/api/reactions?type=comment&ids=${liked.id}`, 'author');
    expect(read.body).toContain('👍');
    await call('POST', `/api/comments/${liked.id}/hide`, 'teacher', { reason: 'Checking' });
    expect((await call('PUT', `/api/reactions/comment/${liked.id}/${encodeURIComponent('🎉')}`, 'other')).statusCode).toBe(404);
  });

  it('a member’s export holds their comments under items', async () => {
    const itemId = await newItem();
    await comment(itemId, 'other', 'For my archive');
    const exported = await call('POST', '/api/account/export', 'other');
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(exported.rawPayload))['data.json'])) as { comments: { itemId: string | null; body: string }[] };
    expect(data.comments).toContainEqual(expect.objectContaining({ itemId, body: 'For my archive' }));
  });
});
