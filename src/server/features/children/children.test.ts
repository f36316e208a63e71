import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_WORK_PAGE_SIZE } from '../../../shared/constants.js';
import type { SessionResponse, SignInResponse } from '../../../shared/schemas/auth.js';
import type { ChildrenResponse } from '../../../shared/schemas/children.js';
import type { ItemDetail } from '../../../shared/schemas/collaborations.js';
import type { NotificationPage } from '../../../shared/schemas/notifications.js';
import type { PostDetail } from '../../../shared/schemas/posts.js';
import type { App } from '../../app.js';
import { collaborationItems } from '../../core/db/schema.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * "My children": a guardian reads each of their children's posts, updates and help requests in
 * every state, with a teacher's note on what was sent back, and is told of each decision; they
 * never change any of it. Nobody else learns of a child's work this way: another child's
 * guardian, a member, a teacher and an administrator have no children here.
 */
type Who = 'pupil' | 'sibling' | 'otherPupil' | 'guardian' | 'otherGuardian' | 'member' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);
const thumbnails = {} as Partial<Record<Who, string>>;

/** What the pupil wrote, by the state it was left in. */
const work = {} as Record<'waitingPost' | 'sentBackPost' | 'livePost' | 'unpublishedPost' | 'waitingUpdate' | 'sentBackHelp' | 'liveUpdate' | 'hiddenHelp' | 'goneUpdate', string>;
let collaborationId: string;
let goneCollaborationId: string;
const NOTE = 'Please leave out your friend’s surname.';
const HELP_NOTE = 'Ask an adult to hold the ladder.';

const versionOf = async (table: 'posts' | 'collaboration_items', id: string) =>
  Number(((await app.db.execute(sql`select version from ${sql.raw(table)} where id = ${id}`)) as unknown as { rows: { version: number }[] }).rows[0]!.version);
const childrenOf = async (who: Who) => {
  const response = await call('GET', '/api/children', who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ChildrenResponse).children;
};
const notificationsOf = async (who: Who) => ((await call('GET', '/api/notifications', who)).json() as NotificationPage).notifications;

async function writePost(title: string): Promise<string> {
  const response = await call('POST', '/api/posts', 'pupil', { title, thumbnailId: thumbnails.pupil, content: [{ type: 'paragraph', value: 'Our class trip.' }], audience: 'everyone' });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}
async function writeItem(collaboration: string, kind: 'update' | 'help', title: string): Promise<string> {
  const response = await call('POST', `/api/collaborations/${collaboration}/items`, 'pupil', { kind, title, content: [{ type: 'paragraph', value: 'Measured on Monday.' }] });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}
async function decide(type: 'posts' | 'items', id: string, outcome: 'approve' | 'send-back', note?: string) {
  const version = await versionOf(type === 'posts' ? 'posts' : 'collaboration_items', id);
  const response = await call('POST', `/api/review/${type}/${id}/${outcome}`, 'teacher', note ? { version, note } : { version });
  expect(response.statusCode, response.body).toBe(200);
}
async function collaborationWithPupil(title: string): Promise<string> {
  const created = await call('POST', '/api/collaborations', 'teacher', { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'Rain and wind.' }] });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: string }).id;
  const added = await call('POST', `/api/collaborations/${id}/members`, 'teacher', { userIds: [people.pupil.id] });
  expect(added.statusCode, added.body).toBe(200);
  return id;
}

beforeAll(async () => {
  app = await buildTestApp();
  people.pupil = await createUser(app, { name: 'Nefeli', surname: 'Pupil', needsReview: true });
  people.sibling = await createUser(app, { name: 'Aris', surname: 'Pupil', needsReview: true });
  people.otherPupil = await createUser(app, { name: 'Other', surname: 'Pupil', needsReview: true });
  people.guardian = await createUser(app, { name: 'Eleni', surname: 'Guardian' });
  people.otherGuardian = await createUser(app, { name: 'Another', surname: 'Guardian' });
  people.member = await createUser(app, { name: 'Plain', surname: 'Member' });
  people.teacher = await createUser(app, { name: 'Ms', surname: 'Teacher', role: 'teacher' });
  people.admin = await createUser(app, { admin: true });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.sibling.id, createdById: null });
  await linkGuardian(app.db, { guardianId: people.otherGuardian.id, pupilId: people.otherPupil.id, createdById: null });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
  thumbnails.pupil = (await createImage(app, people.pupil.id)).id;

  // The pupil's posts, one left in each state.
  work.unpublishedPost = await writePost('Taken off the site');
  await decide('posts', work.unpublishedPost, 'approve');
  expect((await call('POST', `/api/admin/posts/${work.unpublishedPost}/unpublish`, 'admin')).statusCode).toBe(200);
  work.livePost = await writePost('Our trip to the museum');
  await decide('posts', work.livePost, 'approve');
  work.sentBackPost = await writePost('My best friend');
  await decide('posts', work.sentBackPost, 'send-back', NOTE);
  // Their updates and help requests, in a collaboration and in one since deleted.
  collaborationId = await collaborationWithPupil('Weather station');
  goneCollaborationId = await collaborationWithPupil('Old garden');
  work.goneUpdate = await writeItem(goneCollaborationId, 'update', 'Seeds planted');
  await decide('items', work.goneUpdate, 'approve');
  expect((await call('DELETE', `/api/collaborations/${goneCollaborationId}`, 'teacher')).statusCode).toBe(204);
  work.liveUpdate = await writeItem(collaborationId, 'update', 'Rain gauge built');
  await decide('items', work.liveUpdate, 'approve');
  // Hidden by a moderator (decision 0048): its guardian reads it marked so.
  work.hiddenHelp = await writeItem(collaborationId, 'help', 'Who has glue?');
  await decide('items', work.hiddenHelp, 'approve');
  await app.db.update(collaborationItems).set({ hiddenAt: new Date(), hiddenById: people.teacher.id }).where(eq(collaborationItems.id, work.hiddenHelp));
  work.sentBackHelp = await writeItem(collaborationId, 'help', 'Need a ladder');
  await decide('items', work.sentBackHelp, 'send-back', HELP_NOTE);
  work.waitingUpdate = await writeItem(collaborationId, 'update', 'Wind vane');
  work.waitingPost = await writePost('A poem about rain');
}, 120_000);
afterAll(() => app.close());

describe('GET /api/children', () => {
  it('gives the guardian each child with all their work, newest first, in every state, with the teacher’s note', async () => {
    const children = await childrenOf('guardian');
    // Both children, by name; each with their own work only.
    expect(children.map((child) => [child.name, child.surname])).toEqual([
      ['Aris', 'Pupil'],
      ['Nefeli', 'Pupil'],
    ]);
    expect(children[0]).toMatchObject({ id: people.sibling.id, image: null, work: [], hasMore: false });
    const nefeli = children[1]!;
    expect(nefeli.hasMore).toBe(false);
    expect(nefeli.work.map((piece) => [piece.id, piece.type, piece.state, piece.note])).toEqual([
      [work.waitingPost, 'post', 'waiting', null],
      [work.waitingUpdate, 'update', 'waiting', null],
      [work.sentBackHelp, 'help', 'sent_back', HELP_NOTE],
      [work.hiddenHelp, 'help', 'hidden', null],
      [work.liveUpdate, 'update', 'published', null],
      [work.sentBackPost, 'post', 'sent_back', NOTE],
      [work.livePost, 'post', 'published', null],
      [work.unpublishedPost, 'post', 'unpublished', null],
    ]);
    // An update says where it was written; a post belongs to no collaboration.
    expect(nefeli.work.find((piece) => piece.id === work.liveUpdate)).toMatchObject({
      title: 'Rain gauge built',
      collaboration: { id: collaborationId, title: 'Weather station', status: 'inactive' },
    });
    expect(nefeli.work.find((piece) => piece.id === work.livePost)?.collaboration).toBeNull();
    // The work of a deleted collaboration is left out.
    expect(JSON.stringify(children)).not.toContain(work.goneUpdate);
  });

  it('gives the guardian of another pupil nothing of this one’s', async () => {
    const children = await childrenOf('otherGuardian');
    expect(children).toEqual([expect.objectContaining({ id: people.otherPupil.id, name: 'Other', work: [], hasMore: false })]);
    const answer = JSON.stringify(children);
    for (const id of Object.values(work)) expect(answer).not.toContain(id);
  });

  it('gives a member, a pupil, a teacher and an administrator no children, and refuses a visitor', async () => {
    for (const who of ['member', 'pupil', 'teacher', 'admin'] as const) expect(await childrenOf(who)).toEqual([]);
    const visitor = await call('GET', '/api/children');
    expect(visitor.statusCode).toBe(401);
  });

  it('shows a page of work per child and says when there is more', async () => {
    const image = (await createImage(app, people.sibling.id)).id;
    for (let n = 0; n <= CHILD_WORK_PAGE_SIZE; n += 1) await createPost(app, people.sibling.id, { title: `Diary ${n}`, thumbnailId: image });
    const aris = (await childrenOf('guardian')).find((child) => child.id === people.sibling.id)!;
    expect(aris.work).toHaveLength(CHILD_WORK_PAGE_SIZE);
    expect(aris.hasMore).toBe(true);
    // The newest first: the last written leads, the first is the one left for later.
    expect(aris.work[0]?.title).toBe(`Diary ${CHILD_WORK_PAGE_SIZE}`);
    expect(aris.work.map((piece) => piece.title)).not.toContain('Diary 0');
    // Another child's page is whole.
    const nefeli = (await childrenOf('guardian')).find((child) => child.id === people.pupil.id)!;
    expect(nefeli.hasMore).toBe(false);
  });
});

describe('the session', () => {
  it('says a member is a guardian when they have children, and not otherwise', async () => {
    const session = async (who: Who) => ((await call('GET', '/api/session', who)).json() as SessionResponse).user;
    expect(await session('guardian')).toMatchObject({ guardian: true, role: 'member', needsReview: false });
    for (const who of ['member', 'pupil', 'teacher', 'admin'] as const) expect(await session(who)).toMatchObject({ guardian: false });
    // Signing in says so at once.
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN }, payload: { email: people.guardian.email, password: people.guardian.password } });
    expect((signedIn.json() as SignInResponse).user).toMatchObject({ guardian: true });
  });
});

describe('a guardian reads their child’s work and changes none of it', () => {
  it('reads the waiting and the sent-back post, with the note, by the post’s own API, without abilities', async () => {
    for (const id of [work.waitingPost, work.sentBackPost, work.unpublishedPost]) {
      const response = await call('GET', `/api/posts/${id}`, 'guardian');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ canEdit: false, canDelete: false, canReview: false });
    }
    const sentBack = (await call('GET', `/api/posts/${work.sentBackPost}`, 'guardian')).json() as PostDetail;
    expect(sentBack.review).toMatchObject({ state: 'sent_back', note: NOTE });
    // Nobody else's guardian reads it.
    expect((await call('GET', `/api/posts/${work.waitingPost}`, 'otherGuardian')).statusCode).toBe(404);
  });

  it('reads the waiting update and the sent-back help request', async () => {
    const waiting = await call('GET', `/api/collaborations/${collaborationId}/items/${work.waitingUpdate}`, 'guardian');
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toMatchObject({ title: 'Wind vane', review: { state: 'waiting' }, canRevise: false, canReview: false });
    const help = (await call('GET', `/api/collaborations/${collaborationId}/items/${work.sentBackHelp}`, 'guardian')).json() as ItemDetail;
    expect(help.review).toMatchObject({ state: 'sent_back', note: HELP_NOTE });
    expect((await call('GET', `/api/collaborations/${collaborationId}/items/${work.waitingUpdate}`, 'otherGuardian')).statusCode).toBe(404);
  });

  it('may not edit or delete the child’s post, update or help request: refused, and nothing changes', async () => {
    const post = { title: 'Changed by a parent', thumbnailId: thumbnails.pupil, content: [{ type: 'paragraph', value: 'Another text.' }], audience: 'everyone' };
    for (const id of [work.waitingPost, work.sentBackPost, work.livePost]) {
      const edited = await call('PUT', `/api/posts/${id}`, 'guardian', post);
      expect(edited.statusCode).toBe(403);
      expect(edited.json()).toMatchObject({ error: { code: 'own_posts_edit' } });
      const deleted = await call('DELETE', `/api/posts/${id}`, 'guardian');
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json()).toMatchObject({ error: { code: 'own_posts_delete' } });
    }
    const item = { title: 'Changed by a parent', content: [{ type: 'paragraph', value: 'Another text.' }] };
    for (const id of [work.waitingUpdate, work.sentBackHelp, work.liveUpdate]) {
      const revised = await call('PUT', `/api/collaborations/${collaborationId}/items/${id}`, 'guardian', item);
      expect(revised.statusCode).toBe(403);
      expect(revised.json()).toMatchObject({ error: { code: 'own_items_revise' } });
      // Not a member of the collaboration: its edit area, where items are deleted, is closed to them.
      const deleted = await call('DELETE', `/api/collaborations/${collaborationId}/items/${id}`, 'guardian');
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json()).toMatchObject({ error: { code: 'collaboration_access_denied' } });
    }
    // All of it is as the pupil left it.
    const nefeli = (await childrenOf('guardian')).find((child) => child.id === people.pupil.id)!;
    expect(nefeli.work.map((piece) => piece.title)).not.toContain('Changed by a parent');
    expect(nefeli.work).toHaveLength(8);
    const rows = (await app.db.execute(sql`select title from posts where id in (${work.waitingPost}, ${work.sentBackPost}, ${work.livePost}) union all
      select title from collaboration_items where id in (${work.waitingUpdate}, ${work.sentBackHelp}, ${work.liveUpdate})`)) as unknown as { rows: { title: string }[] };
    expect(rows.rows.map((row) => row.title).sort()).toEqual(['A poem about rain', 'My best friend', 'Need a ladder', 'Our trip to the museum', 'Rain gauge built', 'Wind vane']);
  });
});

describe('a guardian is told of a teacher’s decision on their child’s work', () => {
  it('when a post and an update are approved or sent back, with the note; another child’s guardian is not told', async () => {
    const before = (await notificationsOf('otherGuardian')).length;
    const post = await writePost('Spring concert');
    const update = await writeItem(collaborationId, 'update', 'Thermometer');
    const sentPost = await writePost('A secret');
    const sentUpdate = await writeItem(collaborationId, 'update', 'Photos of classmates');
    await decide('posts', post, 'approve');
    await decide('items', update, 'approve');
    await decide('posts', sentPost, 'send-back', 'Secrets stay at home.');
    await decide('items', sentUpdate, 'send-back', 'Ask your classmates first.');

    const told = await notificationsOf('guardian');
    const about = (id: string) => told.find((notification) => notification.post?.id === id || notification.item?.id === id);
    expect(about(post)).toMatchObject({ kind: 'child_approved', actor: { name: 'Ms', surname: 'Teacher' }, child: { name: 'Nefeli', surname: 'Pupil' }, post: { title: 'Spring concert' } });
    expect(about(update)).toMatchObject({ kind: 'child_approved', child: { name: 'Nefeli' }, item: { kind: 'update', title: 'Thermometer' } });
    expect(about(sentPost)).toMatchObject({ kind: 'child_sent_back', note: 'Secrets stay at home.', child: { name: 'Nefeli' } });
    expect(about(sentUpdate)).toMatchObject({ kind: 'child_sent_back', note: 'Ask your classmates first.', item: { kind: 'update' } });
    // Nobody else's guardian, and no plain member, hears of it.
    expect(await notificationsOf('otherGuardian')).toHaveLength(before);
    const others = JSON.stringify([...(await notificationsOf('otherGuardian')), ...(await notificationsOf('member'))]);
    for (const id of [post, update, sentPost, sentUpdate]) expect(others).not.toContain(id);
  });
});
