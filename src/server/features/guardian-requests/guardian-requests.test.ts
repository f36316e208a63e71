import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../../shared/schemas/notifications.js';
import type { GuardianRequestQueue, MyGuardianRequests } from '../../../shared/schemas/guardian-requests.js';
import type { App } from '../../app.js';
import { guardianRequests, users } from '../../core/db/schema.js';
import { linkGuardian } from '../../core/people/guardians.js';
import type { Reader } from '../../core/visibility/predicate.js';
import { guardianRequestVisibility } from '../../core/visibility/guardian-requests.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';

/**
 * A guardian's requests about their child, for every role: who may ask (a guardian, about their
 * own child's own work), who sees the queue and decides which kind (teachers: hiding; admins:
 * hiding and erasing), what approving does (a post off the site, an update deleted, an account
 * erased, each with its own audited event, in the decision's transaction), what the guardian is
 * told, and the bad inputs, which store nothing.
 */
type Who = 'pupil' | 'guardian' | 'otherPupil' | 'otherGuardian' | 'member' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);
let collaborationId: string;

beforeAll(async () => {
  app = await buildTestApp();
  people.pupil = await createUser(app, { name: 'Ilias', surname: 'Pupil', needsReview: true });
  people.guardian = await createUser(app, { name: 'Maria', surname: 'Guardian' });
  people.otherPupil = await createUser(app, { name: 'Someone', surname: 'Else', needsReview: true });
  people.otherGuardian = await createUser(app, { name: 'Nikos', surname: 'Elsewhere' });
  people.member = await createUser(app, { name: 'Other', surname: 'Member' });
  people.teacher = await createUser(app, { name: 'Eleni', surname: 'Teacher', role: 'teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Anna', surname: 'Admin' });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  await linkGuardian(app.db, { guardianId: people.otherGuardian.id, pupilId: people.otherPupil.id, createdById: null });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
  const created = await call('POST', '/api/collaborations', 'teacher', { title: 'School garden', thumbnailId: null, content: [{ type: 'paragraph', value: 'We plant.' }] });
  collaborationId = created.json().id;
  expect((await call('POST', `/api/collaborations/${collaborationId}/members`, 'teacher', { userIds: [people.pupil.id, people.otherPupil.id] })).statusCode).toBe(200);
}, 120_000);
afterAll(() => app?.close());

const content = (text: string) => [{ type: 'paragraph', value: text }];
const versionOf = async (table: 'posts' | 'collaboration_items', id: string) =>
  Number(((await app.db.execute(sql`select version from ${sql.raw(table)} where id = ${id}`)) as unknown as { rows: { version: number }[] }).rows[0]!.version);

/** A post `who` (a pupil) writes for everyone, approved by the teacher: live on the site. */
async function livePost(who: 'pupil' | 'otherPupil', title: string): Promise<string> {
  const body = fileUpload(await picture('png', 400, 300), 'kite.png', 'image/png');
  const upload = await app.inject({ method: 'POST', url: '/api/media?folder=blog', headers: { origin: TEST_ORIGIN, cookie: cookies[who], ...body.headers }, payload: body.payload });
  expect(upload.statusCode, upload.body).toBe(201);
  const response = await call('POST', '/api/posts', who, { title, thumbnailId: upload.json().id, content: content('We flew the kite we built, and it stayed up for an hour over the school yard.'), audience: 'everyone' });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: string };
  const approved = await call('POST', `/api/review/posts/${id}/approve`, 'teacher', { version: await versionOf('posts', id) });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

/** An update or help request `who` (a pupil) posts in the garden collaboration: it waits for review. */
async function item(who: 'pupil' | 'otherPupil', kind: 'update' | 'help', title: string): Promise<string> {
  const response = await call('POST', `/api/collaborations/${collaborationId}/items`, who, { kind, title, content: content('The tomatoes are up.') });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function ask(who: Who, body: object) {
  return call('POST', '/api/guardian-requests', who, body);
}
async function asked(body: object): Promise<string> {
  const response = await ask('guardian', body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}
const queue = async (who: Who) => (await call('GET', '/api/guardian-requests', who)).json() as GuardianRequestQueue;
const mine = async (who: Who) => (await call('GET', '/api/guardian-requests/mine', who)).json() as MyGuardianRequests;
const storedRequests = async () => (await app.db.select({ id: guardianRequests.id }).from(guardianRequests)).length;
const auditOf = async (action: string) =>
  (await call('GET', `/api/admin/audit?action=${action}`, 'admin')).json().entries as { actor: { id: string } | null; targetId: string; details: Record<string, unknown> }[];
const decide = (who: Who, id: string, body: object) => call('POST', `/api/guardian-requests/${id}/decide`, who, body);

describe('who may ask', () => {
  it('a visitor is asked to sign in; a member, a pupil and the guardian of another pupil are told nothing of the child (404), and nothing is stored', async () => {
    const postId = await livePost('pupil', 'Our kite');
    const before = await storedRequests();
    expect((await call('POST', '/api/guardian-requests', undefined, { kind: 'erase', pupilId: people.pupil.id })).statusCode).toBe(401);
    expect((await call('GET', '/api/guardian-requests/mine')).statusCode).toBe(401);
    for (const who of ['member', 'pupil', 'otherGuardian', 'teacher', 'admin'] as const) {
      for (const body of [{ kind: 'erase', pupilId: people.pupil.id }, { kind: 'hide', pupilId: people.pupil.id, postId }]) {
        const refused = await ask(who, body);
        expect(refused.statusCode, `${who} ${body.kind}`).toBe(404);
        expect(refused.json().error).toMatchObject({ code: 'not_found', values: { what: 'member' } });
      }
      expect((await mine(who)).requests, who).toEqual([]);
    }
    expect(await storedRequests()).toBe(before);
  });

  it("the guardian of another pupil cannot have this child's post hidden by naming their own child (404 for the post)", async () => {
    const postId = await livePost('pupil', 'Not yours');
    const refused = await ask('otherGuardian', { kind: 'hide', pupilId: people.otherPupil.id, postId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.values).toEqual({ what: 'post' });
  });
});

describe('who sees the queue', () => {
  it('a visitor is asked to sign in; members, pupils and guardians are refused (403); teachers and admins read it and its count', async () => {
    expect((await call('GET', '/api/guardian-requests')).statusCode).toBe(401);
    expect((await call('GET', '/api/guardian-requests/count')).statusCode).toBe(401);
    for (const who of ['member', 'pupil', 'guardian', 'otherGuardian'] as const) {
      for (const url of ['/api/guardian-requests', '/api/guardian-requests/count']) {
        const refused = await call('GET', url, who);
        expect(refused.statusCode, `${who} ${url}`).toBe(403);
        expect(refused.json().error.code).toBe('reviewers_only');
      }
    }
    for (const who of ['teacher', 'admin'] as const) {
      expect((await call('GET', '/api/guardian-requests', who)).statusCode).toBe(200);
      expect((await call('GET', '/api/guardian-requests/count', who)).statusCode).toBe(200);
    }
  });

  it('members, pupils and guardians cannot decide (403), before their input is even read', async () => {
    const id = await asked({ kind: 'hide', pupilId: people.pupil.id, postId: await livePost('pupil', 'Decided by nobody') });
    for (const who of ['member', 'pupil', 'guardian'] as const) {
      const refused = await decide(who, id, {});
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().error.code).toBe('reviewers_only');
    }
    expect((await decide(undefined as unknown as Who, id, { outcome: 'declined', note: 'No.' })).statusCode).toBe(401);
  });
});

describe('asking', () => {
  it('the guardian asks to hide a post, an update and a help request, and to erase the account; their list shows each, newest first, with its current title', async () => {
    const postId = await livePost('pupil', 'The kite, again');
    const updateId = await item('pupil', 'update', 'Tomatoes');
    const helpId = await item('pupil', 'help', 'Need a spade');
    const hidePost = await asked({ kind: 'hide', pupilId: people.pupil.id, postId, reason: '  Our family name is in it.  ' });
    const hideUpdate = await asked({ kind: 'hide', pupilId: people.pupil.id, itemId: updateId, reason: 'Shows where we live.' });
    const hideHelp = await asked({ kind: 'hide', pupilId: people.pupil.id, itemId: helpId });
    const erase = await asked({ kind: 'erase', pupilId: people.pupil.id, reason: 'We are moving schools.' });

    const list = (await mine('guardian')).requests;
    const ids = list.map((request) => request.id);
    expect(ids.indexOf(erase)).toBeLessThan(ids.indexOf(hideHelp));
    expect(ids.indexOf(hideHelp)).toBeLessThan(ids.indexOf(hideUpdate));
    expect(ids.indexOf(hideUpdate)).toBeLessThan(ids.indexOf(hidePost));
    const byId = new Map(list.map((request) => [request.id, request]));
    expect(byId.get(hidePost)).toMatchObject({
      kind: 'hide',
      state: 'open',
      pupil: { id: people.pupil.id, name: 'Ilias', surname: 'Pupil' },
      thing: { type: 'post', id: postId, title: 'The kite, again' },
      reason: 'Our family name is in it.',
      note: null,
      decidedAt: null,
    });
    expect(byId.get(hideUpdate)!.thing).toEqual({ type: 'update', id: updateId, title: 'Tomatoes' });
    expect(byId.get(hideHelp)).toMatchObject({ thing: { type: 'help', id: helpId, title: 'Need a spade' }, reason: '' });
    expect(byId.get(erase)).toMatchObject({ kind: 'erase', thing: null, reason: 'We are moving schools.' });
    // The other guardian sees none of them.
    expect((await mine('otherGuardian')).requests.map((request) => request.id)).not.toContain(hidePost);

    const made = (await auditOf('guardian_request.made')).find((entry) => entry.targetId === hideUpdate);
    expect(made).toMatchObject({ actor: { id: people.guardian.id }, details: { kind: 'hide', pupilId: people.pupil.id, itemId: updateId } });
    // Tidy up: the erase request would be decided by another test's admin.
    expect((await decide('admin', erase, { outcome: 'declined', note: 'Not now.' })).statusCode).toBe(200);
  });

  it('the same request open already is refused (409) with words, and nothing more is stored', async () => {
    const postId = await livePost('pupil', 'Asked twice');
    await asked({ kind: 'hide', pupilId: people.pupil.id, postId });
    const before = await storedRequests();
    const twice = await ask('guardian', { kind: 'hide', pupilId: people.pupil.id, postId, reason: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'guardian_request_open', message: 'You have already asked for this, and your request is still waiting for a decision.' });
    expect(await storedRequests()).toBe(before);
  });

  it('bad input is refused (400) at its field with words, and nothing is stored', async () => {
    const otherPost = await livePost('otherPupil', "Someone else's");
    const otherItem = await item('otherPupil', 'update', "Someone else's update");
    const postId = await livePost('pupil', 'Bad inputs');
    const before = await storedRequests();
    const cases: [object, string, string][] = [
      [{ kind: 'delete', pupilId: people.pupil.id }, 'kind', 'Choose hide or erase.'],
      [{ kind: 'hide', pupilId: people.pupil.id }, 'postId', 'Name one post, update or help request to hide.'],
      [{ kind: 'hide', pupilId: people.pupil.id, postId, itemId: otherItem }, 'itemId', 'Name one post, update or help request to hide.'],
      [{ kind: 'hide', pupilId: people.pupil.id, postId: 'not-an-id' }, 'postId', 'That is not a post, update or help request to hide.'],
      [{ kind: 'erase', pupilId: people.pupil.id, postId }, 'postId', 'A request to erase an account names the child only.'],
      [{ kind: 'erase' }, 'pupilId', 'Say which of your children this is about.'],
      [{ kind: 'erase', pupilId: people.pupil.id, reason: 'x'.repeat(1001) }, 'reason', 'The reason can be at most 1000 characters long.'],
      [{ kind: 'erase', pupilId: people.pupil.id, reason: 'bell\u0007' }, 'reason', 'This text holds characters that cannot be stored (control characters). Please remove them.'],
    ];
    for (const [body, field, words] of cases) {
      const refused = await ask('guardian', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.fields?.[field], JSON.stringify(body)).toBe(words);
    }
    // Something that is not the child's is not there for this guardian.
    for (const [body, what] of [
      [{ kind: 'hide', pupilId: people.pupil.id, postId: otherPost }, 'post'],
      [{ kind: 'hide', pupilId: people.pupil.id, itemId: otherItem }, 'item'],
      [{ kind: 'hide', pupilId: people.pupil.id, postId: '00000000-0000-4000-8000-000000000000' }, 'post'],
    ] as const) {
      const refused = await ask('guardian', body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.values).toEqual({ what });
    }
    expect(await storedRequests()).toBe(before);
  });
});

describe('deciding', () => {
  it('a teacher sees only requests to hide, and cannot decide a request to erase (404)', async () => {
    const postId = await livePost('pupil', 'Seen by the teacher');
    const hide = await asked({ kind: 'hide', pupilId: people.pupil.id, postId, reason: 'Please.' });
    const erase = await asked({ kind: 'erase', pupilId: people.pupil.id });
    const teachers = await queue('teacher');
    expect(teachers.requests.map((request) => request.id)).toContain(hide);
    expect(teachers.requests.every((request) => request.kind === 'hide')).toBe(true);
    expect(teachers.open).toBe(teachers.requests.length);
    const entry = teachers.requests.find((request) => request.id === hide)!;
    expect(entry).toMatchObject({
      pupil: { id: people.pupil.id, name: 'Ilias', surname: 'Pupil' },
      guardian: { id: people.guardian.id, name: 'Maria', surname: 'Guardian' },
      reason: 'Please.',
      thing: { type: 'post', id: postId, title: 'Seen by the teacher', state: 'live', path: `/blog-post/${postId}`, collaboration: null },
    });
    expect(entry.thing!.excerpt).toMatch(/^We flew the kite/);
    const admins = await queue('admin');
    expect(admins.requests.map((request) => request.id)).toEqual(expect.arrayContaining([hide, erase]));
    expect((await call('GET', '/api/guardian-requests/count', 'admin')).json().open).toBe(admins.open);
    expect((await call('GET', '/api/guardian-requests/count', 'teacher')).json().open).toBe(teachers.open);

    const refused = await decide('teacher', erase, { outcome: 'approved', note: 'Done.' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.values).toEqual({ what: 'guardian_request' });
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.id, people.pupil.id))).toHaveLength(1);
    expect((await decide('admin', erase, { outcome: 'declined', note: 'Let us talk first.' })).statusCode).toBe(200);
    expect((await decide('teacher', hide, { outcome: 'declined', note: 'It names nobody.' })).statusCode).toBe(200);
  });

  it('a decision needs an outcome and a note: bad input is refused (400) at its field, and nothing is decided', async () => {
    const id = await asked({ kind: 'hide', pupilId: people.pupil.id, postId: await livePost('pupil', 'Decision inputs') });
    const cases: [object, string, string][] = [
      [{ outcome: 'approved' }, 'note', 'Please write a note for the guardian.'],
      [{ outcome: 'approved', note: '   ' }, 'note', 'Please write a note for the guardian.'],
      [{ outcome: 'approved', note: 'x'.repeat(1001) }, 'note', 'The note can be at most 1000 characters long.'],
      [{ outcome: 'maybe', note: 'Hm.' }, 'outcome', 'Choose approved or declined.'],
    ];
    for (const [body, field, words] of cases) {
      const refused = await decide('teacher', id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.fields?.[field]).toBe(words);
    }
    expect((await mine('guardian')).requests.find((request) => request.id === id)!.state).toBe('open');
    expect((await decide('teacher', '00000000-0000-4000-8000-000000000000', { outcome: 'declined', note: 'No.' })).statusCode).toBe(404);
    expect((await decide('teacher', 'nonsense', { outcome: 'declined', note: 'No.' })).statusCode).toBe(404);
    expect((await decide('teacher', id, { outcome: 'declined', note: 'No.' })).statusCode).toBe(200);
  });

  it("a teacher approves hiding a post: it is off the site for a visitor, audited as unpublished and decided, and the guardian is told with the note; deciding twice is 409", async () => {
    const postId = await livePost('pupil', 'Our street');
    expect((await call('GET', `/api/posts/${postId}`)).statusCode).toBe(200);
    const id = await asked({ kind: 'hide', pupilId: people.pupil.id, postId, reason: 'It shows our house.' });
    const approved = await decide('teacher', id, { outcome: 'approved', note: 'Taken down, sorry.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ id, state: 'approved' });

    expect((await call('GET', `/api/posts/${postId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${postId}`, 'member')).statusCode).toBe(404);
    // Its author and their guardian still read it, marked as not published.
    expect((await call('GET', `/api/posts/${postId}`, 'pupil')).json().published).toBe(false);
    expect((await call('GET', `/api/posts/${postId}`, 'guardian')).json().published).toBe(false);
    expect((await auditOf('post.unpublished')).find((entry) => entry.targetId === postId)).toMatchObject({ actor: { id: people.teacher.id } });
    expect((await auditOf('guardian_request.decided')).find((entry) => entry.targetId === id)).toMatchObject({
      actor: { id: people.teacher.id },
      details: { guardianId: people.guardian.id, pupilId: people.pupil.id, request: 'hide', outcome: 'approved', note: 'Taken down, sorry.' },
    });
    const told = ((await call('GET', '/api/notifications', 'guardian')).json() as NotificationPage).notifications.find((n) => n.kind === 'guardian_request_decided' && n.note === 'Taken down, sorry.');
    expect(told).toMatchObject({ request: 'hide', outcome: 'approved', child: { name: 'Ilias', surname: 'Pupil' }, actor: { name: 'Eleni', surname: 'Teacher' } });
    // The pupil is told as an author is when a post is taken off the site.
    expect(((await call('GET', '/api/notifications', 'pupil')).json() as NotificationPage).notifications.some((n) => n.kind === 'post_unpublished' && n.post?.id === postId)).toBe(true);
    expect((await mine('guardian')).requests.find((request) => request.id === id)).toMatchObject({ state: 'approved', note: 'Taken down, sorry.', thing: { title: 'Our street' } });
    expect((await queue('teacher')).requests.map((request) => request.id)).not.toContain(id);

    const again = await decide('admin', id, { outcome: 'declined', note: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'guardian_request_not_open', message: 'This request has already been decided.' });
  });

  it('approving hiding an update deletes it with its audited event', async () => {
    const updateId = await item('pupil', 'update', 'Our address');
    const id = await asked({ kind: 'hide', pupilId: people.pupil.id, itemId: updateId });
    const entry = (await queue('teacher')).requests.find((request) => request.id === id)!;
    expect(entry.thing).toMatchObject({ type: 'update', state: 'waiting', path: `/update-page/${collaborationId}/${updateId}`, collaboration: { id: collaborationId, title: 'School garden' } });
    expect((await decide('teacher', id, { outcome: 'approved', note: 'Deleted.' })).statusCode).toBe(200);
    expect((await call('GET', `/api/collaborations/${collaborationId}/items/${updateId}`, 'admin')).statusCode).toBe(404);
    expect((await auditOf('collaboration.item_deleted')).find((entry) => entry.targetId === updateId)).toMatchObject({ actor: { id: people.teacher.id }, details: { title: 'Our address' } });
    expect((await auditOf('guardian_request.decided')).find((entry) => entry.targetId === id)).toMatchObject({ details: { outcome: 'approved' } });
  });

  it('declining records only the decision: the post stays on the site, and the guardian is told with the note', async () => {
    const postId = await livePost('pupil', 'Stays up');
    const id = await asked({ kind: 'hide', pupilId: people.pupil.id, postId });
    expect((await decide('teacher', id, { outcome: 'declined', note: 'Nothing in it names your family.' })).statusCode).toBe(200);
    expect((await call('GET', `/api/posts/${postId}`)).statusCode).toBe(200);
    expect((await auditOf('post.unpublished')).some((entry) => entry.targetId === postId)).toBe(false);
    const told = ((await call('GET', '/api/notifications', 'guardian')).json() as NotificationPage).notifications.find((n) => n.note === 'Nothing in it names your family.');
    expect(told).toMatchObject({ kind: 'guardian_request_decided', request: 'hide', outcome: 'declined' });
  });

  it("an admin approves erasing the child's account: it is gone, with its posts, and the guardian is told with the child's name", async () => {
    const child = await createUser(app, { name: 'Petros', surname: 'Leaving', needsReview: true });
    const parent = await createUser(app, { name: 'Sofia', surname: 'Parent' });
    await linkGuardian(app.db, { guardianId: parent.id, pupilId: child.id, createdById: null });
    const parentCookie = await signIn(app, parent.email, parent.password);
    const childCookie = await signIn(app, child.email, child.password);
    const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
    const started = await as(childCookie, 'POST', '/api/collaborations', { title: "Petros's pond", thumbnailId: null, content: content('A pond.') });
    expect(started.statusCode, started.body).toBe(201);
    const made = await as(parentCookie, 'POST', '/api/guardian-requests', { kind: 'erase', pupilId: child.id, reason: 'We are moving.' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;

    const approved = await decide('admin', id, { outcome: 'approved', note: 'Erased, as you asked.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.id, child.id))).toEqual([]);
    expect((await auditOf('member.erased')).find((entry) => entry.targetId === child.id)).toMatchObject({ actor: { id: people.admin.id } });
    expect((await auditOf('guardian_request.decided')).find((entry) => entry.targetId === id)).toMatchObject({ details: { request: 'erase', outcome: 'approved', pupilId: child.id } });
    // The collaboration the child started passes to whoever erased them.
    const pond = ((await app.db.execute(sql`select created_by_id from collaborations where id = ${started.json().id}`)) as unknown as { rows: { created_by_id: string }[] }).rows[0];
    expect(pond?.created_by_id).toBe(people.admin.id);
    const told = ((await as(parentCookie, 'GET', '/api/notifications')).json() as NotificationPage).notifications.find((n) => n.kind === 'guardian_request_decided');
    expect(told).toMatchObject({ request: 'erase', outcome: 'approved', note: 'Erased, as you asked.', child: { name: 'Petros', surname: 'Leaving' } });
    expect((await decide('admin', id, { outcome: 'approved', note: 'Again.' })).statusCode).toBe(404);
  });

  it('an admin declines erasing: the account stays, and the guardian is told', async () => {
    const id = await asked({ kind: 'erase', pupilId: people.pupil.id, reason: 'Not sure any more.' });
    expect((await decide('admin', id, { outcome: 'declined', note: 'Please talk to the class teacher.' })).statusCode).toBe(200);
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.id, people.pupil.id))).toHaveLength(1);
    expect((await mine('guardian')).requests.find((request) => request.id === id)).toMatchObject({ state: 'declined', note: 'Please talk to the class teacher.' });
    expect((await decide('admin', id, { outcome: 'declined', note: 'Twice.' })).statusCode).toBe(409);
  });
});

describe('the rule of who reads and decides, both ways', () => {
  it("the visibility predicates' row test and their SQL agree for every kind, state and reader", async () => {
    const readers: Reader[] = [
      null,
      { id: people.member.id, role: 'member' },
      { id: people.guardian.id, role: 'member', childIds: [people.pupil.id] },
      { id: people.otherGuardian.id, role: 'member', childIds: [people.otherPupil.id] },
      { id: people.teacher.id, role: 'teacher' },
      { id: people.admin.id, role: 'admin' },
    ];
    // Every kind in every state: the tests above left requests to hide open, approved and declined, and one to erase declined.
    await asked({ kind: 'erase', pupilId: people.pupil.id });
    const rows = await app.db.select({ id: guardianRequests.id, kind: guardianRequests.kind, state: guardianRequests.state, guardianId: guardianRequests.guardianId }).from(guardianRequests);
    expect(new Set(rows.map((row) => `${row.kind} ${row.state}`)).size).toBeGreaterThanOrEqual(5);
    for (const [name, predicate] of Object.entries(guardianRequestVisibility)) {
      for (const reader of readers) {
        const selected = await app.db.select({ id: guardianRequests.id }).from(guardianRequests).where(predicate.where(guardianRequests, reader));
        const expected = rows.filter((row) => predicate.test(row, reader)).map((row) => row.id).sort();
        expect(selected.map((row) => row.id).sort(), `${name} for ${reader?.role ?? 'visitor'}`).toEqual(expected);
      }
    }
  });
});
