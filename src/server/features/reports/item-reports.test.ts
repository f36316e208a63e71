import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, ItemDetail } from '../../../shared/schemas/collaborations.js';
import type { ModerationQueue } from '../../../shared/schemas/reports.js';
import type { App } from '../../app.js';
import { auditLog, collaborationItems, notifications, reports } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { memberReads } from '../../test/member-reads.js';
import { createUser, type TestUser } from '../../test/factories.js';

/**
 * Reports of a collaboration's updates and help requests, per role (decision 0048): who reports
 * one (those who read it, never its author), and what members' reports and a moderator's decision
 * do to it on every road that shows it — its page, its collaboration's lists, the board's help
 * cards, search, the bells of those told of it — while its author, told why, still reads it.
 */
type Role = 'author' | 'member' | 'other' | 'third' | 'pupil' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
const { bell, searched } = memberReads<Role>(() => app, cookies);
let collaborationId: string;

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
  const started = await call('POST', '/api/collaborations', 'author', { title: 'Weather station', thumbnailId: null, content: [{ type: 'paragraph', value: 'Wind and rain.' }] });
  expect(started.statusCode, started.body).toBe(201);
  collaborationId = (started.json() as { id: string }).id;
  const added = await call('POST', `/api/collaborations/${collaborationId}/members`, 'author', { userIds: [people.member.id, people.pupil.id] });
  expect(added.statusCode, added.body).toBe(200);
}, 60_000);
afterAll(() => app.close());

async function newItem(kind: 'update' | 'help', title: string, who: Role = 'author'): Promise<string> {
  const response = await call('POST', `/api/collaborations/${collaborationId}/items`, who, { kind, title, content: [{ type: 'paragraph', value: `${title}: the words members see.` }] });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const report = (who: Role | undefined, id: string, reason = 'bullying') => call('POST', '/api/reports', who, { subject: { type: 'item', id }, reason });
const decide = (who: Role, id: string, body: Record<string, unknown>) => call('POST', `/api/moderation/item/${id}/decide`, who, body);
const page = (who: Role, id: string) => call('GET', `/api/collaborations/${collaborationId}/items/${id}`, who);

async function listed(who: Role, kind: 'update' | 'help'): Promise<{ id: string; hidden: boolean }[]> {
  const response = await call('GET', `/api/collaborations/${collaborationId}/items?kind=${kind}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: string; hidden: boolean }[] }).items;
}

async function onBoard(who: Role): Promise<string[]> {
  const response = await call('GET', '/api/collaborations/board', who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Board).help.map((card) => card.id);
}

async function queue(): Promise<ModerationQueue> {
  const response = await call('GET', '/api/moderation', 'teacher');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationQueue;
}

const noticesOf = (recipientId: string, kind: 'report_held' | 'report_decided' | 'item_hidden') =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));

describe('reporting an update or a help request', () => {
  it('is for members who read it: a visitor is asked to sign in, a pupil’s waiting update is not there for another member, its author may not report it', async () => {
    const updateId = await newItem('update', 'Sensors ordered');
    expect((await report(undefined, updateId)).statusCode).toBe(401);
    const own = await report('author', updateId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { code: 'report_own' } });
    const waiting = await newItem('update', 'I soldered it', 'pupil');
    const refused = await report('member', waiting);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'not_found', message: 'That post, comment, update, request for help or profile could not be found.' } });
    expect(await app.db.select().from(reports).where(eq(reports.subjectId, waiting))).toHaveLength(0);
    // Its reviewer reads it, and may report it; the page tells who may.
    expect((await report('teacher', waiting)).statusCode).toBe(201);
    expect(((await page('member', updateId)).json() as ItemDetail).canReport).toBe(true);
    expect(((await page('author', updateId)).json() as ItemDetail).canReport).toBe(false);
  });

  it('three members’ reports hide a help request from every road until a moderator decides; its author still reads it, and a dismissal shows it again', async () => {
    const helpId = await newItem('help', 'Need a soldering iron quokka');
    expect(await onBoard('member')).toContain(helpId);
    expect(await searched('member', 'quokka')).toContain(helpId);
    expect((await bell('member')).some((notice) => notice.item?.id === helpId)).toBe(true);

    for (const who of ['member', 'other', 'third'] as const) expect((await report(who, helpId)).statusCode).toBe(201);

    expect((await page('other', helpId)).statusCode).toBe(404);
    expect((await listed('member', 'help')).map((item) => item.id)).not.toContain(helpId);
    expect(await onBoard('member')).not.toContain(helpId);
    expect(await searched('member', 'quokka')).not.toContain(helpId);
    // What the bell told of it names it no more.
    expect((await bell('member')).some((notice) => notice.item?.id === helpId)).toBe(false);
    // Its author reads it, marked hidden, and is told why (never by whom).
    const theirs = (await page('author', helpId)).json() as ItemDetail;
    expect(theirs.hidden).toBe(true);
    expect((await listed('author', 'help')).find((item) => item.id === helpId)?.hidden).toBe(true);
    const held = (await bell('author')).find((notice) => notice.kind === 'report_held');
    expect(held).toMatchObject({ subject: 'item', item: { id: helpId, kind: 'help' }, actor: null });

    const entry = (await queue()).entries.find((each) => each.subject.id === helpId)!;
    expect(entry).toMatchObject({
      subject: { type: 'item', id: helpId },
      post: null,
      collaboration: { id: collaborationId, title: 'Weather station' },
      itemKind: 'help',
      held: true,
      hidden: true,
      author: { id: people.author.id },
    });
    expect(entry.text).toContain('the words members see');
    expect(entry.reports).toHaveLength(3);

    // Only moderators decide.
    expect((await decide('member', helpId, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await decide('teacher', helpId, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await page('other', helpId)).statusCode).toBe(200);
    expect(await onBoard('member')).toContain(helpId);
    // Each reporter learns the outcome, in the collaboration (not the item: hidden or deleted, they could not open it).
    const told = await noticesOf(people.other.id, 'report_decided');
    expect(told.at(-1)).toMatchObject({ collaborationId, itemId: null, details: { subject: 'item', reportOutcome: 'dismissed' } });
  });

  it('a moderator hides an update with a reason: its author is told why, the audit log keeps it, and no member reads or reacts to it', async () => {
    const updateId = await newItem('update', 'Rude words here');
    expect((await report('member', updateId, 'children')).statusCode).toBe(201);
    const missing = await decide('teacher', updateId, { action: 'hide' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { reason: 'Please say why: it is kept in the audit log.' } } });
    expect((await decide('teacher', updateId, { action: 'hide', reason: 'Not kind to a classmate' })).statusCode).toBe(200);

    expect((await page('member', updateId)).statusCode).toBe(404);
    expect((await call('PUT', `/api/reactions/item/${updateId}/${encodeURIComponent('👍')}`, 'other')).statusCode).toBe(404);
    expect(((await page('admin', updateId)).json() as ItemDetail).hidden).toBe(true);
    const hidden = (await bell('author')).find((notice) => notice.kind === 'item_hidden');
    expect(hidden).toMatchObject({ item: { id: updateId, kind: 'update' }, note: 'Not kind to a classmate', actor: { name: 'Tom' } });
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'collaboration.item_hidden'), eq(auditLog.targetId, updateId)));
    expect(audit).toMatchObject({ actorId: people.teacher.id, targetType: 'collaboration_item', details: { reason: 'Not kind to a classmate', collaborationId } });
    expect((await noticesOf(people.member.id, 'report_decided')).at(-1)?.details).toMatchObject({ subject: 'item', reportOutcome: 'hidden' });
    // Nothing is left to decide.
    expect((await decide('admin', updateId, { action: 'dismiss' })).statusCode).toBe(409);
  });

  it('a teacher or admin shows a hidden update again, audited; nobody else may, and one not hidden is not shown', async () => {
    const updateId = await newItem('update', 'Hidden by mistake');
    expect((await report('member', updateId, 'spam')).statusCode).toBe(201);
    expect((await decide('teacher', updateId, { action: 'hide', reason: 'Looked like spam' })).statusCode).toBe(200);
    const show = (who: Role | undefined) => call('POST', `/api/collaborations/${collaborationId}/items/${updateId}/show`, who);
    expect((await show(undefined)).statusCode).toBe(401);
    // Those who do not read it are told it is not there; its author reads it, but showing it is the moderators'.
    expect((await show('member')).statusCode).toBe(404);
    expect((await show('author')).statusCode).toBe(403);
    expect(((await page('author', updateId)).json() as ItemDetail).canShow).toBe(false);
    expect(((await page('teacher', updateId)).json() as ItemDetail).canShow).toBe(true);

    const shown = await show('admin');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ hidden: false, canShow: false });
    expect((await page('member', updateId)).statusCode).toBe(200);
    expect((await listed('other', 'update')).map((item) => item.id)).toContain(updateId);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'collaboration.item_shown'), eq(auditLog.targetId, updateId)));
    expect(audit).toMatchObject({ actorId: people.admin.id, targetType: 'collaboration_item', details: { collaborationId, title: 'Hidden by mistake' } });
    expect((await show('teacher')).statusCode).toBe(403);
  });

  it('a moderator deletes a help request for good, the reason in the audit log, and may stop its author commenting', async () => {
    const helpId = await newItem('help', 'Spam spam spam');
    expect((await report('other', helpId, 'spam')).statusCode).toBe(201);
    expect((await decide('admin', helpId, { action: 'delete', reason: 'Advertising', banDays: 1 })).statusCode).toBe(200);
    expect(await app.db.select().from(collaborationItems).where(eq(collaborationItems.id, helpId))).toHaveLength(0);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'collaboration.item_deleted'), eq(auditLog.targetId, helpId)));
    expect(audit?.details).toMatchObject({ reason: 'Advertising', kind: 'help' });
    expect((await noticesOf(people.other.id, 'report_decided')).at(-1)).toMatchObject({ collaborationId, details: { subject: 'item', reportOutcome: 'deleted' } });
    expect((await queue()).entries.some((each) => each.subject.id === helpId)).toBe(false);
  });
});

describe('a watched word’s flag on an update or help request', () => {
  it('saves it live and files a report with no reporter, naming the phrase', async () => {
    const added = await call('POST', '/api/admin/watched-words', 'admin', { phrase: 'fight', action: 'flag' });
    expect(added.statusCode).toBe(201);
    try {
      const helpId = await newItem('help', 'Who wants a FIGHT after school', 'member');
      expect((await page('other', helpId)).statusCode).toBe(200);
      const entry = (await queue()).entries.find((each) => each.subject.id === helpId)!;
      expect(entry.reports).toEqual([expect.objectContaining({ reason: 'watched_word', words: 'fight', reporter: null })]);
    } finally {
      await call('DELETE', `/api/admin/watched-words/${(added.json() as { id: string }).id}`, 'admin');
    }
  });
});
