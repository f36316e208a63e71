import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, CollaborationChange, CollaborationDetail, ItemDetail } from '../../../shared/schemas/collaborations.js';
import type { NotificationPage, NotificationView } from '../../../shared/schemas/notifications.js';
import type { PostDetail, PostPage } from '../../../shared/schemas/posts.js';
import type { MemberCard, OwnProfile, ProfileChange } from '../../../shared/schemas/profiles.js';
import type { ReviewQueue } from '../../../shared/schemas/review.js';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';

/**
 * Review that cannot be walked round: the ways an outside test found to get a pupil's
 * unreviewed words or pictures out without any road leaking, each refused. A decision names the
 * version its reviewer read; nobody decides on their own work; a pupil's collaboration edits,
 * new collaborations and profile wait, the old version shown meanwhile; a pupil manages no
 * collaboration they did not start; a picture is shown only by what its uploader writes, and an
 * upload is private until what shows it is public; a note obeys the text rules; reviewers hear
 * of waiting work, once until they read it.
 */
type Who = 'pupil' | 'teacher' | 'otherTeacher' | 'admin' | 'member' | 'markedTeacher';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);

beforeAll(async () => {
  app = await buildTestApp();
  people.pupil = await createUser(app, { name: 'Nefeli', surname: 'Pupil', needsReview: true });
  people.teacher = await createUser(app, { name: 'Ms', surname: 'Teacher', role: 'teacher' });
  people.otherTeacher = await createUser(app, { name: 'Mr', surname: 'Colleague', role: 'teacher' });
  people.admin = await createUser(app, { admin: true });
  people.member = await createUser(app, { name: 'Other', surname: 'Member' });
  // A teacher who is themselves marked as needing review: their work waits for someone else.
  people.markedTeacher = await createUser(app, { name: 'New', surname: 'Teacher', role: 'teacher', needsReview: true });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
}, 120_000);
afterAll(() => app.close());

const content = (text: string) => [{ type: 'paragraph', value: text }];
const queue = async (who: Who = 'teacher') => (await call('GET', '/api/review', who)).json() as ReviewQueue;
const queueIds = async (who: Who = 'teacher') => (await queue(who)).entries.map((entry) => entry.id);
const publicPostIds = async () => ((await call('GET', '/api/posts?page=1')).json() as PostPage).posts.map((post) => post.id);

/** Uploads a picture through the API as `who`, answering its view. */
async function upload(who: Who, folder: 'blog' | 'profile' | 'collaboration' = 'blog'): Promise<{ id: string; src: string }> {
  const body = fileUpload(await picture('png', 400, 300), 'picture.png', 'image/png');
  const response = await app.inject({ method: 'POST', url: `/api/media?folder=${folder}`, headers: { origin: TEST_ORIGIN, cookie: cookies[who], ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function writePost(who: Who, title: string, thumbnailId?: string): Promise<string> {
  const picture = thumbnailId ?? (await createImage(app, people[who].id)).id;
  const response = await call('POST', '/api/posts', who, { title, thumbnailId: picture, content: content('Words to read first.'), audience: 'everyone' });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** A teacher's live collaboration with the pupil and the member among its executing members. */
async function teachersCollaboration(title = 'Bird boxes'): Promise<string> {
  const created = await call('POST', '/api/collaborations', 'teacher', { title, thumbnailId: null, content: content('We build ten bird boxes.') });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  expect((await call('POST', `/api/collaborations/${id}/members`, 'teacher', { userIds: [people.pupil.id, people.member.id] })).statusCode).toBe(200);
  return id;
}

const reviewWaiting = (notifications: NotificationView[]) => notifications.filter((n) => n.kind === 'review_waiting');
const notificationsOf = async (who: Who) => ((await call('GET', '/api/notifications', who)).json() as NotificationPage).notifications;

describe('a decision names the version its reviewer read', () => {
  it('refuses with 409 a post its author changed after the teacher opened it, publishes nothing, and keeps it in the queue', async () => {
    const id = await writePost('pupil', 'Version one');
    const opened = (await call('GET', `/api/posts/${id}`, 'teacher')).json() as PostDetail;
    expect(opened.review).toMatchObject({ state: 'waiting', version: expect.any(Number) });

    // The pupil changes it while the teacher reads.
    const edited = await call('PUT', `/api/posts/${id}`, 'pupil', { title: 'Version two, unread', thumbnailId: opened.thumbnail!.id, content: content('Something else.'), audience: 'everyone' });
    expect(edited.statusCode, edited.body).toBe(200);

    for (const [path, body] of [
      ['approve', { version: opened.review!.version }],
      ['send-back', { version: opened.review!.version, note: 'Fine otherwise.' }],
    ] as const) {
      const refused = await call('POST', `/api/review/posts/${id}/${path}`, 'teacher', body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'review_changed', message: 'This was changed after you opened it. Please read it again before you decide.' } });
    }
    expect(await publicPostIds()).not.toContain(id);
    expect((await call('GET', `/api/posts/${id}`)).statusCode).toBe(404);
    expect(await queueIds()).toContain(id);

    // Read again, the version read is approved: exactly what the teacher saw.
    const reread = (await call('GET', `/api/posts/${id}`, 'teacher')).json() as PostDetail;
    expect(reread.review!.version).toBeGreaterThan(opened.review!.version);
    expect((await call('POST', `/api/review/posts/${id}/approve`, 'teacher', { version: reread.review!.version })).statusCode).toBe(200);
    expect(((await call('GET', `/api/posts/${id}`)).json() as PostDetail).title).toBe('Version two, unread');
  });

  it('refuses the same for an update changed after it was opened', async () => {
    const collaborationId = await teachersCollaboration('Weather log');
    const posted = await call('POST', `/api/collaborations/${collaborationId}/items`, 'pupil', { kind: 'update', title: 'Rain', content: content('5 mm.') });
    const itemId = (posted.json() as { id: string }).id;
    const opened = (await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'teacher')).json() as ItemDetail;
    // A waiting item is not changed by PUT (only a sent-back one): send it back, revise, and it waits at a new version.
    expect((await call('POST', `/api/review/items/${itemId}/send-back`, 'otherTeacher', { version: opened.review!.version, note: 'Say where.' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/collaborations/${collaborationId}/items/${itemId}`, 'pupil', { title: 'Rain at school', content: content('5 mm by the gate.') })).statusCode).toBe(200);
    const stale = await call('POST', `/api/review/items/${itemId}/approve`, 'teacher', { version: opened.review!.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'review_changed' } });
    expect(((await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'member'))).statusCode).toBe(404);
  });

  it('needs the version: a decision without one is a 400 that changes nothing', async () => {
    const id = await writePost('pupil', 'No version named');
    for (const [path, body] of [
      ['approve', {}],
      ['approve', { version: 'latest' }],
      ['send-back', { note: 'Why?' }],
    ] as const) {
      const refused = await call('POST', `/api/review/posts/${id}/${path}`, 'teacher', body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ error: { issues: { version: { code: 'review_version_required' } } } });
    }
    expect(await queueIds()).toContain(id);
  });
});

describe('nobody approves their own work', () => {
  it('refuses a teacher marked as needing review their own post, leaves it out of their queue and count, and lets another teacher decide', async () => {
    const id = await writePost('markedTeacher', 'A teacher’s own words');
    const own = (await call('GET', `/api/posts/${id}`, 'markedTeacher')).json() as PostDetail;
    expect(own).toMatchObject({ review: { state: 'waiting' }, canReview: false });
    const refused = await call('POST', `/api/review/posts/${id}/approve`, 'markedTeacher', { version: own.review!.version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'own_work_review', message: 'Your own work is reviewed by another teacher or administrator.' } });
    expect(await publicPostIds()).not.toContain(id);
    expect(await queueIds('markedTeacher')).not.toContain(id);
    const theirCount = ((await call('GET', '/api/review/count', 'markedTeacher')).json() as { waiting: number }).waiting;
    const othersCount = ((await call('GET', '/api/review/count', 'teacher')).json() as { waiting: number }).waiting;
    expect(othersCount).toBeGreaterThan(theirCount);

    expect(await queueIds('teacher')).toContain(id);
    expect(((await call('GET', `/api/posts/${id}`, 'teacher')).json() as PostDetail).canReview).toBe(true);
    expect((await call('POST', `/api/review/posts/${id}/approve`, 'teacher', { version: own.review!.version })).statusCode).toBe(200);
    expect(await publicPostIds()).toContain(id);
  });
});

describe("a pupil's change to a collaboration", () => {
  it('waits while every member still sees the old title and description; approved, everyone sees the new one', async () => {
    const id = await teachersCollaboration('Pond survey');
    const changed = await call('PUT', `/api/collaborations/${id}`, 'pupil', { title: 'Pond survey (new name)', thumbnailId: null, content: content('A change no teacher has read.') });
    expect(changed.statusCode, changed.body).toBe(200);
    const pupilView = changed.json() as CollaborationDetail;
    // The pupil sees what is shown, and that their change waits.
    expect(pupilView).toMatchObject({ title: 'Pond survey', change: { author: { id: people.pupil.id }, review: { state: 'waiting', version: 1 } }, changesWait: true });

    // Every other member reads the old version, and learns of no change, by every road.
    const memberView = (await call('GET', `/api/collaborations/${id}`, 'member')).json() as CollaborationDetail;
    expect(memberView).toMatchObject({ title: 'Pond survey', content: content('We build ten bird boxes.'), change: null });
    const board = (await call('GET', '/api/collaborations/board', 'member')).json() as Board;
    expect([...board.active, ...board.inactive, ...board.completed].find((card) => card.id === id)?.title).toBe('Pond survey');
    expect(JSON.stringify((await call('GET', '/api/search?q=teacher+read', 'member')).json())).not.toContain(id);
    expect((await call('GET', `/api/collaborations/${id}/change`, 'member')).statusCode).toBe(404);

    // The teacher is told and reads it whole, beside what it replaces.
    expect(reviewWaiting(await notificationsOf('otherTeacher'))).toHaveLength(1);
    const entry = (await queue('otherTeacher')).entries.find((e) => e.type === 'collaboration_change' && e.id === id);
    expect(entry).toMatchObject({ title: 'Pond survey (new name)', author: { id: people.pupil.id }, collaboration: { id, title: 'Pond survey' } });
    const change = (await call('GET', `/api/collaborations/${id}/change`, 'otherTeacher')).json() as CollaborationChange;
    expect(change).toMatchObject({ title: 'Pond survey (new name)', current: { title: 'Pond survey' }, canReview: true, canRevise: false });

    const approved = await call('POST', `/api/review/collaboration-changes/${id}/approve`, 'otherTeacher', { version: change.review.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('GET', `/api/collaborations/${id}`, 'member')).json()).toMatchObject({ title: 'Pond survey (new name)', content: content('A change no teacher has read.'), change: null });
    expect((await call('GET', `/api/collaborations/${id}/change`, 'pupil')).statusCode).toBe(404);
    expect((await notificationsOf('pupil')).find((n) => n.collaboration?.id === id && n.kind === 'review_approved')).toMatchObject({ subject: 'collaboration_change' });
    const audit = (await app.db.execute(sql`select action, details from audit_log where target_id = ${id} and action like 'review.%'`)) as unknown as { rows: { action: string; details: Record<string, unknown> }[] };
    expect(audit.rows).toEqual([{ action: 'review.approved', details: { title: 'Pond survey (new name)', authorId: people.pupil.id, change: true } }]);
  });

  it('sent back, keeps the note for the pupil, who changes it again; the stale version is refused', async () => {
    const id = await teachersCollaboration('Compost');
    await call('PUT', `/api/collaborations/${id}`, 'pupil', { title: 'Compost heap', thumbnailId: null, content: content('First try.') });
    const first = (await call('GET', `/api/collaborations/${id}/change`, 'teacher')).json() as CollaborationChange;
    expect((await call('POST', `/api/review/collaboration-changes/${id}/send-back`, 'admin', { version: first.review.version, note: 'Add who turns it.' })).statusCode).toBe(200);
    const mine = (await call('GET', `/api/collaborations/${id}/change`, 'pupil')).json() as CollaborationChange;
    expect(mine).toMatchObject({ title: 'Compost heap', review: { state: 'sent_back', note: 'Add who turns it.' }, canRevise: true });
    expect((await call('GET', `/api/collaborations/${id}`, 'member')).json()).toMatchObject({ title: 'Compost' });

    await call('PUT', `/api/collaborations/${id}`, 'pupil', { title: 'Compost heap', thumbnailId: null, content: content('Second try: class 4 turns it.') });
    const second = (await call('GET', `/api/collaborations/${id}/change`, 'teacher')).json() as CollaborationChange;
    expect(second.review).toMatchObject({ state: 'waiting', note: null });
    expect(second.review.version).toBeGreaterThan(first.review.version);
    expect((await call('POST', `/api/review/collaboration-changes/${id}/approve`, 'teacher', { version: first.review.version })).statusCode).toBe(409);
  });

  it('leaves deleting, the status and adding people to its creator, teachers and admins: never a pupil', async () => {
    const id = await teachersCollaboration('Recorder club');
    const pupilView = (await call('GET', `/api/collaborations/${id}`, 'pupil')).json() as CollaborationDetail;
    expect(pupilView).toMatchObject({ canEdit: true, canManage: false, canLeave: true });
    for (const [method, url, body] of [
      ['PUT', `/api/collaborations/${id}/status`, { status: 'active' }],
      ['POST', `/api/collaborations/${id}/members`, { userIds: [people.admin.id] }],
      ['GET', `/api/collaborations/${id}/candidates`, undefined],
      ['DELETE', `/api/collaborations/${id}`, undefined],
    ] as const) {
      const refused = await call(method, url, 'pupil', body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'collaboration_manage_denied' } });
    }
    expect((await call('GET', `/api/collaborations/${id}`, 'member')).json()).toMatchObject({ status: 'inactive', canManage: true });
    // A member who needs no review, the creator and an admin still may.
    expect((await call('PUT', `/api/collaborations/${id}/status`, 'member', { status: 'active' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/collaborations/${id}/status`, 'admin', { status: 'completed' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/collaborations/${id}`, 'teacher')).statusCode).toBe(204);
  });
});

describe("a pupil's new collaboration", () => {
  it('waits as a whole: on no one else\'s board, found by no one else, given no people or updates, until a teacher approves it', async () => {
    const created = await call('POST', '/api/collaborations', 'pupil', { title: 'Secret den', thumbnailId: null, content: content('Behind the gym.') });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const mine = (await call('GET', `/api/collaborations/${id}`, 'pupil')).json() as CollaborationDetail;
    expect(mine).toMatchObject({ review: { state: 'waiting' }, canManage: true, canReview: false });
    const ownBoard = (await call('GET', '/api/collaborations/board', 'pupil')).json() as Board;
    expect(ownBoard.inactive.find((card) => card.id === id)?.review).toMatchObject({ state: 'waiting' });

    const memberBoard = JSON.stringify((await call('GET', '/api/collaborations/board', 'member')).json());
    expect(memberBoard).not.toContain(id);
    expect((await call('GET', `/api/collaborations/${id}`, 'member')).statusCode).toBe(404);
    expect(JSON.stringify((await call('GET', '/api/search?q=gym', 'member')).json())).not.toContain(id);
    expect((await call('GET', `/api/live?topics=collaboration:${id}`, 'member')).statusCode).toBe(404);

    // Nobody is added to it, and nothing is posted in it, before a teacher has read it.
    for (const [method, url, body] of [
      ['POST', `/api/collaborations/${id}/members`, { userIds: [people.member.id] }],
      ['PUT', `/api/collaborations/${id}/status`, { status: 'active' }],
      ['POST', `/api/collaborations/${id}/items`, { kind: 'help', title: 'Bring torches', content: [] }],
    ] as const) {
      const refused = await call(method, url, 'pupil', body);
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'collaboration_waiting' } });
    }

    const read = (await call('GET', `/api/collaborations/${id}`, 'teacher')).json() as CollaborationDetail;
    expect(read).toMatchObject({ title: 'Secret den', canReview: true });
    expect((await queue()).entries.find((entry) => entry.id === id)).toMatchObject({ type: 'collaboration', title: 'Secret den' });
    expect((await call('POST', `/api/review/collaborations/${id}/approve`, 'teacher', { version: read.review!.version })).statusCode).toBe(200);
    expect(JSON.stringify((await call('GET', '/api/collaborations/board', 'member')).json())).toContain(id);
    expect((await call('GET', `/api/collaborations/${id}`, 'member')).json()).toMatchObject({ review: null });
    expect((await notificationsOf('pupil')).find((n) => n.collaboration?.id === id)).toMatchObject({ kind: 'review_approved', subject: 'collaboration' });
  });
});

describe("a pupil's profile", () => {
  it('keeps showing the approved text and photo on their author card until a teacher approves the change', async () => {
    // Their family agreed on paper to pictures for everyone: visitors may then read their card in
    // full and see their photo once approved (decision 0038; without it, initials and no photo).
    const consent = await call('POST', `/api/consent/${people.pupil.id}/images`, 'admin', { level: 'public', onPaper: true, note: 'Signed at enrolment.' });
    expect(consent.statusCode, consent.body).toBe(201);
    // An approved post of theirs carries their author card to visitors.
    const postId = await writePost('pupil', 'My card');
    const postVersion = ((await call('GET', `/api/posts/${postId}`, 'teacher')).json() as PostDetail).review!.version;
    await call('POST', `/api/review/posts/${postId}/approve`, 'teacher', { version: postVersion });
    const photo = await upload('pupil', 'profile');
    // Private from the upload on: no visitor or other member sees it.
    expect(photo.src).toMatch(/^\/media\/members\//);
    expect((await call('GET', photo.src)).statusCode).toBe(404);
    expect((await call('GET', photo.src, 'member')).statusCode).toBe(404);

    const changed = await call('PUT', '/api/profile', 'pupil', { description: 'I love frogs. Call me on my mobile!', email: null, telephone: '6900000000', facebook: null, instagram: null, imageId: photo.id });
    expect(changed.statusCode, changed.body).toBe(200);
    const own = changed.json() as OwnProfile;
    expect(own).toMatchObject({ description: '', image: null, telephone: null, changesWait: true, change: { description: 'I love frogs. Call me on my mobile!', telephone: '6900000000', review: { state: 'waiting' }, canRevise: true } });

    // Everyone else reads the approved profile: the author card, the member card.
    const card = ((await call('GET', `/api/posts/${postId}`)).json() as PostDetail).author;
    expect(card).toMatchObject({ description: '', image: null });
    expect((await call('GET', `/api/profiles/${people.pupil.id}`, 'member')).json()).toMatchObject({ description: '', telephone: null, image: null });
    expect((await call('GET', `/api/profiles/${people.pupil.id}/change`, 'member')).statusCode).toBe(404);
    expect((await call('GET', photo.src, 'member')).statusCode).toBe(404);

    const change = (await call('GET', `/api/profiles/${people.pupil.id}/change`, 'teacher')).json() as ProfileChange;
    expect(change).toMatchObject({ name: 'Nefeli', description: 'I love frogs. Call me on my mobile!', canReview: true });
    expect((await call('GET', change.image!.src, 'teacher')).statusCode).toBe(200);
    expect((await queue()).entries.find((entry) => entry.type === 'profile' && entry.id === people.pupil.id)).toMatchObject({ title: 'Nefeli Pupil' });

    expect((await call('POST', `/api/review/profile-changes/${people.pupil.id}/approve`, 'teacher', { version: change.review.version })).statusCode).toBe(200);
    const approved = ((await call('GET', `/api/posts/${postId}`)).json() as PostDetail).author;
    expect(approved).toMatchObject({ description: 'I love frogs. Call me on my mobile!' });
    // The photo is public now, under a new name: the old private address answers no more.
    expect(approved.image!.src).toMatch(/^\/media\/profile\//);
    expect((await call('GET', approved.image!.src)).statusCode).toBe(200);
    expect((await call('GET', photo.src, 'pupil')).statusCode).toBe(404);
    expect(((await call('GET', '/api/profile', 'pupil')).json() as OwnProfile).change).toBeNull();
    expect((await notificationsOf('pupil')).find((n) => n.subject === 'profile')).toMatchObject({ kind: 'review_approved' });
  });

  it('sent back, stays as it was, and the pupil reads the note', async () => {
    await call('PUT', '/api/profile', 'pupil', { description: 'My address is 1 School Lane.', email: null, telephone: null, facebook: null, instagram: null, imageId: null });
    const change = (await call('GET', `/api/profiles/${people.pupil.id}/change`, 'admin')).json() as ProfileChange;
    expect((await call('POST', `/api/review/profile-changes/${people.pupil.id}/send-back`, 'admin', { version: change.review.version, note: 'No home addresses, please.' })).statusCode).toBe(200);
    expect(((await call('GET', `/api/profiles/${people.pupil.id}`, 'member')).json() as MemberCard).description).toBe('I love frogs. Call me on my mobile!');
    expect(((await call('GET', '/api/profile', 'pupil')).json() as OwnProfile).change).toMatchObject({ review: { state: 'sent_back', note: 'No home addresses, please.' } });
  });
});

describe('pictures', () => {
  it("cannot be made public by another member's post: a post shows only its writer's pictures", async () => {
    const [secret, block] = [await upload('member'), await upload('member')];
    const created = await call('POST', '/api/posts', 'member', { title: 'For members', thumbnailId: secret.id, content: [{ type: 'image', value: block.id, alt: '' }], audience: 'members' });
    expect(created.statusCode, created.body).toBe(201);
    const before = (await call('GET', `/api/posts/${(created.json() as { id: string }).id}`, 'member')).json() as PostDetail;

    const stolen = await call('POST', '/api/posts', 'pupil', { title: 'Look', thumbnailId: secret.id, content: [{ type: 'image', value: block.id, alt: '' }], audience: 'everyone' });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ error: { issues: { thumbnailId: { code: 'thumbnail_not_yours' }, 'content.0.value': { code: 'image_not_yours' } } } });
    // An admin's post may not either; an admin editing someone's post keeps the pictures it shows.
    const ownPicture = (await createImage(app, people.admin.id)).id;
    const adminsPost = await call('POST', '/api/posts', 'admin', { title: 'Look', thumbnailId: ownPicture, content: [{ type: 'image', value: block.id, alt: '' }], audience: 'everyone' });
    expect(adminsPost.json()).toMatchObject({ error: { issues: { 'content.0.value': { code: 'image_not_yours' } } } });
    const postId = (created.json() as { id: string }).id;
    expect((await call('PUT', `/api/posts/${postId}`, 'admin', { title: 'For members (tidied)', thumbnailId: secret.id, content: [{ type: 'image', value: block.id, alt: '' }], audience: 'members' })).statusCode).toBe(200);
    // Still nobody's but members'.
    expect(before.thumbnail!.src).toMatch(/^\/media\/members\//);
    const after = (await call('GET', `/api/posts/${postId}`, 'member')).json() as PostDetail;
    expect((await call('GET', after.thumbnail!.src)).statusCode).toBe(404);
  });

  it('start private when uploaded, and are public only once a post for everyone shows them', async () => {
    const fresh = await upload('member');
    expect(fresh.src).toMatch(/^\/media\/members\//);
    const visitor = await call('GET', fresh.src);
    expect(visitor.statusCode).toBe(404);
    const own = await call('GET', fresh.src, 'member');
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const id = await writePost('member', 'Out now', fresh.id);
    const detail = (await call('GET', `/api/posts/${id}`)).json() as PostDetail;
    expect(detail.thumbnail!.src).toMatch(/^\/media\/blog\//);
    const served = await call('GET', detail.thumbnail!.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a review note', () => {
  it('obeys the text rules of every other field: control characters refused, direction marks removed', async () => {
    const id = await writePost('pupil', 'Note rules');
    const { version } = ((await call('GET', `/api/posts/${id}`, 'teacher')).json() as PostDetail).review!;
    const refused = await call('POST', `/api/review/posts/${id}/send-back`, 'teacher', { version, note: 'Bad\u0007bell' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { issues: { note: { code: 'control_characters' } } } });
    expect((await call('POST', `/api/review/posts/${id}/send-back`, 'teacher', { version, note: 'Fix\u202e the title\u200f.' })).statusCode).toBe(200);
    expect(((await call('GET', `/api/posts/${id}`, 'pupil')).json() as PostDetail).review).toMatchObject({ note: 'Fix the title.' });
  });
});

describe('reviewers hear that work waits', () => {
  it('with one notification, renewed rather than rung again, a count beside the bell, and a line in the daily email', async () => {
    // A fresh reviewer, so that nothing earlier counts.
    const fresh = await createUser(app, { name: 'Fresh', surname: 'Reviewer', role: 'teacher' });
    const freshCookie = await signIn(app, fresh.email, fresh.password);
    const asFresh = (method: 'GET' | 'POST', url: string) => app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: freshCookie } });
    const unread = async () => ((await asFresh('GET', '/api/notifications/unread')).json() as { unread: number }).unread;
    const count = async () => ((await asFresh('GET', '/api/review/count')).json() as { waiting: number }).waiting;
    expect(await unread()).toBe(0);
    const waitingBefore = await count();

    // Three pieces of a pupil's work, by three roads.
    await writePost('pupil', 'Batch one');
    const collaborationId = await teachersCollaboration('Batch garden');
    await call('POST', `/api/collaborations/${collaborationId}/items`, 'pupil', { kind: 'help', title: 'Batch two', content: [] });
    await call('PUT', `/api/collaborations/${collaborationId}`, 'pupil', { title: 'Batch three', thumbnailId: null, content: content('Three.') });

    const page = (await asFresh('GET', '/api/notifications')).json() as NotificationPage;
    expect(reviewWaiting(page.notifications)).toHaveLength(1);
    expect(reviewWaiting(page.notifications)[0]).toMatchObject({ read: false, actor: null });
    expect(await unread()).toBe(1);
    expect(await count()).toBe(waitingBefore + 3);
    // Never to the one who wrote it, nor to a member.
    expect(reviewWaiting(await notificationsOf('pupil'))).toEqual([]);
    expect(reviewWaiting(await notificationsOf('member'))).toEqual([]);

    // Read, the next piece rings again, once.
    expect((await asFresh('POST', '/api/notifications/read-all')).statusCode).toBe(204);
    await writePost('pupil', 'Batch four');
    expect(await unread()).toBe(1);
    expect(reviewWaiting(((await asFresh('GET', '/api/notifications')).json() as NotificationPage).notifications)).toHaveLength(2);

    // A teacher's daily email is on from the start, and names the waiting work with the queue's address.
    const digest = (await app.db.execute(sql`select notification_digest from profiles where user_id = ${fresh.id}`)) as unknown as { rows: { notification_digest: boolean }[] };
    expect(digest.rows[0]!.notification_digest).toBe(true);
  });

  it('turns the daily email on for a member made a teacher', async () => {
    const someone = await createUser(app, { name: 'Soon', surname: 'Teacher' });
    expect((await call('PUT', `/api/admin/members/${someone.id}/role`, 'admin', { role: 'teacher' })).statusCode).toBe(200);
    const digest = (await app.db.execute(sql`select notification_digest from profiles where user_id = ${someone.id}`)) as unknown as { rows: { notification_digest: boolean }[] };
    expect(digest.rows[0]!.notification_digest).toBe(true);
  });
});
