import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail, CollaborationDetail } from '../../../shared/schemas/collaborations.js';
import type { NotificationPage } from '../../../shared/schemas/notifications.js';
import type { PostDetail, PostPage } from '../../../shared/schemas/posts.js';
import type { ReviewQueue } from '../../../shared/schemas/review.js';
import type { App } from '../../app.js';
import { PROJECT_ROOT } from '../../core/paths.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createUser, type TestUser } from '../../test/factories.js';

/**
 * Review before publishing: what a member who needs review (a pupil) writes reaches nobody
 * but them, teachers and admins until a teacher or admin approves it; a member may not decide
 * (403); a post sent back keeps everything its author wrote; every decision is audited and
 * told to the author. Rendered with the real web app's server build, so the post's page and
 * the public lists are the ones visitors get.
 */
type Who = 'pupil' | 'teacher' | 'admin' | 'member' | 'partner';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);
let thumbnailId: string;
/** Each writer's own picture: a post shows only pictures its writer uploaded. */
const thumbnails = {} as Record<Who, string>;

beforeAll(async () => {
  app = await buildTestApp({ webRoot: join(PROJECT_ROOT, 'dist/web') });
  people.pupil = await createUser(app, { name: 'Nefeli', surname: 'Pupil', needsReview: true });
  people.teacher = await createUser(app, { name: 'Ms', surname: 'Teacher', role: 'teacher' });
  people.admin = await createUser(app, { admin: true });
  people.member = await createUser(app, { name: 'Other', surname: 'Member' });
  people.partner = await createUser(app, { name: 'Collab', surname: 'Partner' });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
  thumbnailId = (await createImage(app, people.pupil.id)).id;
  for (const who of Object.keys(people) as Who[]) thumbnails[who] = who === 'pupil' ? thumbnailId : (await createImage(app, people[who].id)).id;
}, 180_000);
afterAll(() => app.close());

const SECRET = 'Our butterfly garden';
const content = [{ type: 'paragraph', value: 'We planted milkweed by the school gate.' }];

async function writePost(who: Who, title = SECRET): Promise<string> {
  const response = await call('POST', '/api/posts', who, { title, thumbnailId: thumbnails[who], content, audience: 'everyone' });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const listIds = async (who?: Who) => ((await call('GET', '/api/posts?page=1', who)).json() as PostPage).posts.map((post) => post.id);
const queue = async (who: Who = 'teacher') => (await call('GET', '/api/review', who)).json() as ReviewQueue;
const auditOf = async (targetId: string) =>
  ((await app.db.execute(sql`select actor_id, action, details from audit_log where target_id = ${targetId} order by created_at`)) as unknown as {
    rows: { actor_id: string | null; action: string; details: Record<string, unknown> }[];
  }).rows;
const notificationsOf = async (who: Who) => ((await call('GET', '/api/notifications', who)).json() as NotificationPage).notifications;
/** The version a reviewer's page shows of a post or item (a decision names it). */
const versionOf = async (table: 'posts' | 'collaboration_items', id: string) =>
  Number(((await app.db.execute(sql`select version from ${sql.raw(table)} where id = ${id}`)) as unknown as { rows: { version: number }[] }).rows[0]!.version);
const read = async (table: 'posts' | 'collaboration_items', id: string, extra: Record<string, unknown> = {}) => ({ version: await versionOf(table, id), ...extra });

describe('a post by a member who needs review', () => {
  it('waits, seen by its author, teachers and admins only, until a teacher approves it; then everyone reads it', async () => {
    const id = await writePost('pupil');

    // Its author sees it, waiting, in their own list and at its address.
    const own = (await call('GET', `/api/posts/${id}`, 'pupil')).json() as PostDetail;
    expect(own).toMatchObject({ title: SECRET, review: { state: 'waiting', note: null }, canEdit: true, canReview: false });
    const mine = (await call('GET', '/api/posts/mine?page=1', 'pupil')).json() as PostPage;
    expect(mine.posts.find((post) => post.id === id)?.review).toMatchObject({ state: 'waiting' });

    // A visitor and another member find it by no road: not listed, not found at its address
    // (not "sign in": a member could not read it either), not searched, not in the feed.
    expect(await listIds()).not.toContain(id);
    expect(await listIds('member')).not.toContain(id);
    const visitorApi = await call('GET', `/api/posts/${id}`);
    expect(visitorApi.statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${id}`, 'member')).statusCode).toBe(404);
    const page = await call('GET', `/blog-post/${id}`);
    expect(page.body).not.toContain(SECRET);
    expect((await call('GET', '/blog/1')).body).not.toContain(SECRET);
    expect(JSON.stringify((await call('GET', '/api/search?q=butterfly', 'member')).json())).not.toContain(id);
    expect((await call('GET', '/feed.xml')).body).not.toContain(id);
    expect((await call('GET', '/sitemap.xml')).body).not.toContain(id);
    // Its picture is not public before it is approved: no visitor is served it…
    expect(own.thumbnail?.src).toMatch(/^\/media\/members\//);
    expect((await call('GET', own.thumbnail!.src)).statusCode).toBe(404);
    // …and of members, only to those the post shows to: its author and reviewers, not another member.
    expect((await call('GET', own.thumbnail!.src, 'member')).statusCode).toBe(404);
    for (const who of ['pupil', 'teacher', 'admin'] as const) expect((await call('GET', own.thumbnail!.src, who)).statusCode).toBe(200);

    // Teachers and admins read it as it will look, and may decide.
    for (const who of ['teacher', 'admin'] as const) {
      const seen = await call('GET', `/api/posts/${id}`, who);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ title: SECRET, canReview: true, review: { state: 'waiting' } });
      expect(seen.headers['cache-control']).toBe('private, no-store');
    }
    const waiting = await queue();
    expect(waiting.entries.find((entry) => entry.id === id)).toMatchObject({ type: 'post', title: SECRET, author: { id: people.pupil.id, name: 'Nefeli' }, collaboration: null });
    expect((await call('GET', '/api/review/count', 'admin')).json()).toEqual({ waiting: waiting.waiting });

    const approved = await call('POST', `/api/review/posts/${id}/approve`, 'teacher', await read('posts', id));
    expect(approved.statusCode, approved.body).toBe(200);

    // Live: every road now carries it, dated when it went live, and its picture is public again.
    expect(await listIds()).toContain(id);
    expect(await listIds('member')).toContain(id);
    const live = (await call('GET', `/api/posts/${id}`)).json() as PostDetail;
    expect(live).toMatchObject({ review: null, canReview: false });
    expect(live.thumbnail?.src).toMatch(/^\/media\/blog\//);
    expect((await call('GET', live.thumbnail!.src)).statusCode).toBe(200);
    expect((await call('GET', '/feed.xml')).body).toContain(id);
    expect((await queue()).entries.map((entry) => entry.id)).not.toContain(id);

    // Audited, and its author is told.
    expect(await auditOf(id)).toEqual([{ actor_id: people.teacher.id, action: 'review.approved', details: { title: SECRET, authorId: people.pupil.id } }]);
    expect((await notificationsOf('pupil')).find((n) => n.post?.id === id)).toMatchObject({ kind: 'review_approved', actor: { name: 'Ms', surname: 'Teacher' } });

    // Deciding again is a conflict: it no longer waits.
    const again = await call('POST', `/api/review/posts/${id}/approve`, 'admin', await read('posts', id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'review_not_waiting' } });
  });

  it('goes back to waiting when its author changes it, even once live: nothing a pupil writes goes out unread', async () => {
    const id = await writePost('pupil', 'Garden diary');
    await call('POST', `/api/review/posts/${id}/approve`, 'admin', await read('posts', id));
    expect(await listIds()).toContain(id);
    const edited = await call('PUT', `/api/posts/${id}`, 'pupil', { title: 'Garden diary, week two', thumbnailId, content, audience: 'everyone' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ review: { state: 'waiting' } });
    expect(await listIds()).not.toContain(id);
    expect((await call('GET', `/api/posts/${id}`, 'member')).statusCode).toBe(404);
    expect((await queue()).entries.map((entry) => entry.id)).toContain(id);
  });

  it('sent back with a note keeps everything its author wrote; changed, it waits again with the note gone', async () => {
    const id = await writePost('pupil', 'Caterpillar count');
    const before = (await call('GET', `/api/posts/${id}`, 'pupil')).json() as PostDetail;

    // A note is needed, and not an endless one; a refusal stores nothing.
    for (const [body, field] of [
      [{}, 'review_note_required'],
      [{ note: '   ' }, 'review_note_required'],
      [{ note: 'x'.repeat(1001) }, 'review_note_too_long'],
    ] as const) {
      const refused = await call('POST', `/api/review/posts/${id}/send-back`, 'teacher', { ...(await read('posts', id)), ...body });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ error: { issues: { note: { code: field } } } });
    }
    expect(((await call('GET', `/api/posts/${id}`, 'pupil')).json() as PostDetail).review).toMatchObject({ state: 'waiting' });

    const sent = await call('POST', `/api/review/posts/${id}/send-back`, 'teacher', await read('posts', id, { note: 'Please leave out your classmate’s surname.' }));
    expect(sent.statusCode, sent.body).toBe(200);
    const after = (await call('GET', `/api/posts/${id}`, 'pupil')).json() as PostDetail;
    expect(after.review).toMatchObject({ state: 'sent_back', note: 'Please leave out your classmate’s surname.' });
    expect(after.review?.reviewedAt).toEqual(expect.any(String));
    // Everything the pupil wrote is as they left it.
    expect({ title: after.title, content: after.content, thumbnail: after.thumbnail?.width, audience: after.audience }).toEqual({
      title: before.title,
      content: before.content,
      thumbnail: before.thumbnail?.width,
      audience: before.audience,
    });
    // Still nobody else's to read, and out of the queue (it waits on its author now).
    expect((await call('GET', `/api/posts/${id}`, 'member')).statusCode).toBe(404);
    expect(await listIds('member')).not.toContain(id);
    expect((await queue()).entries.map((entry) => entry.id)).not.toContain(id);
    expect((await call('POST', `/api/review/posts/${id}/approve`, 'teacher', await read('posts', id))).statusCode).toBe(409);
    expect((await notificationsOf('pupil')).find((n) => n.post?.id === id)).toMatchObject({ kind: 'review_sent_back', note: 'Please leave out your classmate’s surname.' });
    expect((await auditOf(id)).map((entry) => [entry.action, entry.details.note])).toEqual([['review.sent_back', 'Please leave out your classmate’s surname.']]);

    const mended = await call('PUT', `/api/posts/${id}`, 'pupil', { title: 'Caterpillar count', thumbnailId, content: [{ type: 'paragraph', value: 'We counted 14.' }], audience: 'everyone' });
    expect(mended.json()).toMatchObject({ review: { state: 'waiting', note: null } });
    expect((await queue()).entries.map((entry) => entry.id)).toContain(id);
  });

  it('is decided by teachers and admins only: a member is refused (403), a visitor asked to sign in (401)', async () => {
    const id = await writePost('pupil', 'Not for members to approve');
    for (const [method, url, body] of [
      ['GET', '/api/review', undefined],
      ['GET', '/api/review/count', undefined],
      ['POST', `/api/review/posts/${id}/approve`, undefined],
      ['POST', `/api/review/posts/${id}/send-back`, { note: 'No.' }],
      ['POST', `/api/review/items/${id}/approve`, undefined],
    ] as const) {
      for (const who of ['member', 'pupil'] as const) {
        const refused = await call(method, url, who, body);
        expect(refused.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ error: { code: 'reviewers_only', message: 'This is for teachers and administrators only.' } });
      }
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect(((await call('GET', `/api/posts/${id}`, 'pupil')).json() as PostDetail).review).toMatchObject({ state: 'waiting' });
    expect(await auditOf(id)).toEqual([]);
    // Unknown and malformed ids are not found.
    expect((await call('POST', '/api/review/posts/00000000-0000-4000-8000-000000000000/approve', 'teacher', { version: 1 })).statusCode).toBe(404);
    expect((await call('POST', '/api/review/posts/not-an-id/approve', 'teacher', { version: 1 })).statusCode).toBe(404);
  });

  it('is not asked of a teacher, an admin or a member who does not need review: theirs go live at once', async () => {
    for (const who of ['teacher', 'member'] as const) {
      const id = await writePost(who, `Straight out by ${who}`);
      expect(((await call('GET', `/api/posts/${id}`)).json() as PostDetail).review).toBeNull();
      expect(await listIds()).toContain(id);
    }
  });
});

describe('an update or help request by a member who needs review', () => {
  async function collaborationWithPupil(): Promise<string> {
    const created = await call('POST', '/api/collaborations', 'partner', { title: 'Weather station', thumbnailId: null, content: [{ type: 'paragraph', value: 'Rain and wind.' }] });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const added = await call('POST', `/api/collaborations/${id}/members`, 'partner', { userIds: [people.pupil.id] });
    expect(added.statusCode, added.body).toBe(200);
    return id;
  }

  it('waits unseen by the collaboration, untold, until approved; then its people are told and see it', async () => {
    const collaborationId = await collaborationWithPupil();
    const partnerUnread = async () => ((await call('GET', '/api/notifications/unread', 'partner')).json() as { unread: number }).unread;
    const unreadBefore = await partnerUnread();
    const posted = await call('POST', `/api/collaborations/${collaborationId}/items`, 'pupil', { kind: 'update', title: 'Rain gauge built', content: [{ type: 'paragraph', value: '12 mm on Monday.' }] });
    expect(posted.statusCode, posted.body).toBe(201);
    const itemId = (posted.json() as { id: string }).id;

    // Its author finds it in place, marked; the collaboration's other people do not, nor are told.
    const pupilPage = (await call('GET', `/api/collaborations/${collaborationId}`, 'pupil')).json() as CollaborationDetail;
    expect(pupilPage.updates.find((item) => item.id === itemId)?.review).toMatchObject({ state: 'waiting' });
    const partnerPage = (await call('GET', `/api/collaborations/${collaborationId}`, 'partner')).json() as CollaborationDetail;
    expect(partnerPage.updates.map((item) => item.id)).not.toContain(itemId);
    // A request for help waits the same way on the collaboration's page: its author's, marked; nobody else's.
    const help = await call('POST', `/api/collaborations/${collaborationId}/items`, 'pupil', { kind: 'help', title: 'Who has a drill?', content: [{ type: 'paragraph', value: 'For the gauge.' }] });
    expect(help.statusCode, help.body).toBe(201);
    const helpId = (help.json() as { id: string }).id;
    const pupilAgain = (await call('GET', `/api/collaborations/${collaborationId}`, 'pupil')).json() as CollaborationDetail;
    expect(pupilAgain.helpRequests.find((item) => item.id === helpId)?.review).toMatchObject({ state: 'waiting' });
    const partnerAgain = (await call('GET', `/api/collaborations/${collaborationId}`, 'partner')).json() as CollaborationDetail;
    expect(partnerAgain.helpRequests.map((item) => item.id)).not.toContain(helpId);
    const listed = (await call('GET', `/api/collaborations/${collaborationId}/items?kind=update`, 'partner')).json() as { items: { id: string }[] };
    expect(listed.items.map((item) => item.id)).not.toContain(itemId);
    expect((await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'partner')).statusCode).toBe(404);
    expect(await partnerUnread()).toBe(unreadBefore);
    // Nor can someone of its edit area delete what they cannot see.
    expect((await call('DELETE', `/api/collaborations/${collaborationId}/items/${itemId}`, 'partner')).statusCode).toBe(404);

    const forTeacher = (await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'teacher')).json() as ItemDetail;
    expect(forTeacher).toMatchObject({ title: 'Rain gauge built', review: { state: 'waiting' }, canReview: true, canRevise: false });
    expect((await queue()).entries.find((entry) => entry.id === itemId)).toMatchObject({ type: 'update', collaboration: { id: collaborationId, title: 'Weather station' } });
    expect((await call('POST', `/api/review/items/${itemId}/approve`, 'member', await read('collaboration_items', itemId))).statusCode).toBe(403);
    expect(forTeacher.review?.version).toBe(await versionOf('collaboration_items', itemId));

    const approved = await call('POST', `/api/review/items/${itemId}/approve`, 'teacher', { version: forTeacher.review!.version });
    expect(approved.statusCode, approved.body).toBe(200);
    const live = (await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'partner')).json() as ItemDetail;
    expect(live).toMatchObject({ review: null, canReview: false, canRevise: false });
    expect(await partnerUnread()).toBe(unreadBefore + 1);
    expect((await notificationsOf('partner'))[0]).toMatchObject({ kind: 'collaboration_update', actor: { name: 'Nefeli' }, item: { id: itemId, kind: 'update' } });
    expect((await notificationsOf('pupil')).find((n) => n.item?.id === itemId)).toMatchObject({ kind: 'review_approved', item: { kind: 'update' } });
    expect((await auditOf(itemId)).map((entry) => [entry.actor_id, entry.action])).toEqual([[people.teacher.id, 'review.approved']]);
  });

  it('sent back, is changed by its author alone and waits again; a live one is not changed', async () => {
    const collaborationId = await collaborationWithPupil();
    const posted = await call('POST', `/api/collaborations/${collaborationId}/items`, 'pupil', { kind: 'help', title: 'Need a drill', content: [] });
    const itemId = (posted.json() as { id: string }).id;
    expect((await call('POST', `/api/review/items/${itemId}/send-back`, 'admin', await read('collaboration_items', itemId, { note: 'Ask an adult to use the drill.' }))).statusCode).toBe(200);
    const sentBack = (await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'pupil')).json() as ItemDetail;
    expect(sentBack).toMatchObject({ title: 'Need a drill', review: { state: 'sent_back', note: 'Ask an adult to use the drill.' }, canRevise: true });
    expect((await call('GET', '/api/collaborations/board', 'member')).body).not.toContain(itemId);

    // Nobody else changes it; bad input is refused and changes nothing.
    const revision = { title: 'Need an adult with a drill', content: [{ type: 'paragraph', value: 'On Friday.' }] };
    expect((await call('PUT', `/api/collaborations/${collaborationId}/items/${itemId}`, 'partner', revision)).statusCode).toBe(404);
    const refusedByTeacher = await call('PUT', `/api/collaborations/${collaborationId}/items/${itemId}`, 'teacher', revision);
    expect(refusedByTeacher.statusCode).toBe(403);
    expect(refusedByTeacher.json()).toMatchObject({ error: { code: 'own_items_revise' } });
    const bad = await call('PUT', `/api/collaborations/${collaborationId}/items/${itemId}`, 'pupil', { title: '', content: [] });
    expect(bad.statusCode).toBe(400);
    expect(((await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'pupil')).json() as ItemDetail).title).toBe('Need a drill');

    const revised = await call('PUT', `/api/collaborations/${collaborationId}/items/${itemId}`, 'pupil', revision);
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json()).toMatchObject({ title: 'Need an adult with a drill', review: { state: 'waiting', note: null } });
    expect((await queue()).entries.map((entry) => entry.id)).toContain(itemId);

    await call('POST', `/api/review/items/${itemId}/approve`, 'teacher', await read('collaboration_items', itemId));
    expect((await call('GET', '/api/collaborations/board', 'member')).body).toContain(itemId);
    const afterLive = await call('PUT', `/api/collaborations/${collaborationId}/items/${itemId}`, 'pupil', revision);
    expect(afterLive.statusCode).toBe(403);
  });
});

describe('roles and marks', () => {
  it('an admin makes a member a teacher and marks a pupil, audited; a teacher may not use the admin area', async () => {
    const someone = await createUser(app, { name: 'New', surname: 'Colleague' });
    expect((await call('PUT', `/api/admin/members/${someone.id}/role`, 'admin', { role: 'teacher' })).statusCode).toBe(200);
    const marked = await call('PUT', `/api/admin/members/${someone.id}/review`, 'admin', { needsReview: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const listed = (await call('GET', `/api/admin/members?q=${encodeURIComponent('Colleague')}`, 'admin')).json() as { members: { id: string; role: string; needsReview: boolean }[] };
    expect(listed.members.find((member) => member.id === someone.id)).toMatchObject({ role: 'teacher', needsReview: true });
    expect((await auditOf(someone.id)).map((entry) => [entry.action, entry.details])).toEqual([
      ['member.role_changed', { from: 'member', to: 'teacher' }],
      ['member.review_changed', { needsReview: true }],
    ]);
    // Teachers review; they do not manage members.
    expect((await call('PUT', `/api/admin/members/${someone.id}/review`, 'teacher', { needsReview: false })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/members', 'teacher')).statusCode).toBe(403);
    const bad = await call('PUT', `/api/admin/members/${someone.id}/review`, 'admin', { needsReview: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { needsReview: 'Choose whether this member needs review: true or false.' } } });
    expect((await call('PUT', `/api/admin/members/${someone.id}/role`, 'admin', { role: 'headmaster' })).statusCode).toBe(400);
    // The session tells the browser who needs review, for the editor to say so.
    expect((await call('GET', '/api/session', 'pupil')).json()).toMatchObject({ user: { needsReview: true, role: 'member' } });
    expect((await call('GET', '/api/session', 'teacher')).json()).toMatchObject({ user: { needsReview: false, role: 'teacher' } });
  });
});
