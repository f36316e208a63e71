import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import refusals from '../../../shared/texts/en/refusals.js';
import type { App } from '../../app.js';
import { auditLog, collaborationItems, collaborationMembers, collaborations } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createUser, type TestUser } from '../../test/factories.js';

type Role = 'creator' | 'member' | 'outsider' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  app = await buildTestApp();
  people.creator = await createUser(app, { name: 'Anna', surname: 'Creator' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.outsider = await createUser(app, { name: 'Chris', surname: 'Outsider' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
});
afterAll(() => app.close());

const call = callerAs<Role>(() => app, cookies);

const idea = (title = 'Build a weather station') => ({
  title,
  thumbnailId: null,
  content: [{ type: 'paragraph', value: 'Measure wind and rain on the school roof.' }],
});

/** A collaboration by the creator, with the member executing it and one update and one help request. */
async function setup() {
  const { id } = (await call('POST', '/api/collaborations', 'creator', idea())).json();
  expect((await call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [people.member.id] })).statusCode).toBe(200);
  const update = (await call('POST', `/api/collaborations/${id}/items`, 'member', { kind: 'update', title: 'Sensors ordered', content: [] })).json();
  const help = (await call('POST', `/api/collaborations/${id}/items`, 'member', { kind: 'help', title: 'Who can solder?', content: [] })).json();
  return { id: id as string, updateId: update.id as string, helpId: help.id as string };
}

const stored = async (id: string) => (await app.db.select().from(collaborations).where(eq(collaborations.id, id)))[0]!;
const memberIds = async (id: string) =>
  (await app.db.select().from(collaborationMembers).where(eq(collaborationMembers.collaborationId, id))).map((m) => m.userId).sort();
const itemCount = async (id: string) => (await app.db.select().from(collaborationItems).where(eq(collaborationItems.collaborationId, id))).length;

/** Every change, as [name, request, expected success status]. */
const changes: [string, (ids: Awaited<ReturnType<typeof setup>>) => [Parameters<typeof call>[0], string, unknown], number][] = [
  ['edit the idea', ({ id }) => ['PUT', `/api/collaborations/${id}`, idea('Weather station 2.0')], 200],
  ['change the status', ({ id }) => ['PUT', `/api/collaborations/${id}/status`, { status: 'active' }], 200],
  ['list people to add', ({ id }) => ['GET', `/api/collaborations/${id}/candidates`, undefined], 200],
  ['add people', ({ id }) => ['POST', `/api/collaborations/${id}/members`, { userIds: [people.outsider.id] }], 200],
  ['post an update', ({ id }) => ['POST', `/api/collaborations/${id}/items`, { kind: 'update', title: 'Done', content: [] }], 201],
  ['ask for help', ({ id }) => ['POST', `/api/collaborations/${id}/items`, { kind: 'help', title: 'Help!', content: [] }], 201],
  ['delete an update', ({ id, updateId }) => ['DELETE', `/api/collaborations/${id}/items/${updateId}`, undefined], 204],
  ['delete the collaboration', ({ id }) => ['DELETE', `/api/collaborations/${id}`, undefined], 204],
];

describe('who may change a collaboration', () => {
  it.each(changes)('%s: creator, executing member and admin may; another member gets 403; a visitor 401', async (_name, request, ok) => {
    for (const role of ['creator', 'member', 'admin'] as const) {
      const ids = await setup();
      const [method, url, body] = request(ids);
      const response = await call(method, url, role, body);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(ok);
    }

    const ids = await setup();
    const before = { row: await stored(ids.id), members: await memberIds(ids.id), items: await itemCount(ids.id) };
    const [method, url, body] = request(ids);
    const refused = await call(method, url, 'outsider', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'collaboration_access_denied', message: refusals.errors.collaboration_access_denied } });
    const visitor = await call(method, url, undefined, body);
    expect(visitor.statusCode).toBe(401);
    expect({ row: await stored(ids.id), members: await memberIds(ids.id), items: await itemCount(ids.id) }).toEqual(before);
  });

  it('every member reads the board, the page and its items; a visitor gets 401', async () => {
    const { id, updateId, helpId } = await setup();
    for (const url of ['/api/collaborations/board', `/api/collaborations/${id}`, `/api/collaborations/${id}/items?kind=update`, `/api/collaborations/${id}/items/${helpId}`]) {
      expect((await call('GET', url, 'outsider')).statusCode, url).toBe(200);
      expect((await call('GET', url)).statusCode, url).toBe(401);
    }
    expect((await call('GET', `/api/collaborations/${id}/items/${updateId}`, 'outsider')).json()).toMatchObject({ kind: 'update', title: 'Sensors ordered' });
  });

  it('tells each caller whether they may use the edit area and whether they are a member', async () => {
    const { id } = await setup();
    const access = async (role: Role) => {
      const { canEdit, isMember, canLeave } = (await call('GET', `/api/collaborations/${id}`, role)).json();
      return { canEdit, isMember, canLeave };
    };
    expect(await access('creator')).toEqual({ canEdit: true, isMember: false, canLeave: false });
    expect(await access('member')).toEqual({ canEdit: true, isMember: true, canLeave: true });
    expect(await access('admin')).toEqual({ canEdit: true, isMember: false, canLeave: false });
    expect(await access('outsider')).toEqual({ canEdit: false, isMember: false, canLeave: false });
  });

  it('a member leaves; one who is not a member is told so', async () => {
    const { id } = await setup();
    expect((await call('DELETE', `/api/collaborations/${id}/members/me`, 'member')).statusCode).toBe(204);
    expect(await memberIds(id)).toEqual([]);
    const again = await call('DELETE', `/api/collaborations/${id}/members/me`, 'member');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'not_a_member', message: 'You are not a member of this collaboration.' } });
    expect((await call('DELETE', `/api/collaborations/${id}/members/me`)).statusCode).toBe(401);
  });

  it('the one who started it cannot leave it, even if added as a member too, and is told to delete it instead', async () => {
    const { id } = await setup();
    await call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [people.creator.id] });
    const refused = await call('DELETE', `/api/collaborations/${id}/members/me`, 'creator');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'creator_stays', message: 'You started this collaboration, so you cannot leave it. Delete it if it should end.' },
    });
    expect((await call('GET', `/api/collaborations/${id}`, 'creator')).json().canLeave).toBe(false);
  });
});

describe('the board and the page', () => {
  it('a new collaboration starts inactive, created by its author, and shows under Inactive', async () => {
    const { id } = (await call('POST', '/api/collaborations', 'creator', idea('Plant a wildflower meadow'))).json();
    expect(await stored(id)).toMatchObject({ status: 'inactive', createdById: people.creator.id });
    const boardNow = (await call('GET', '/api/collaborations/board', 'outsider')).json();
    expect(boardNow.inactive.find((c: { id: string }) => c.id === id)).toMatchObject({
      title: 'Plant a wildflower meadow',
      status: 'inactive',
      thumbnail: null,
      createdBy: { id: people.creator.id, name: 'Anna', surname: 'Creator' },
    });
  });

  it('regroups by status, lists help requests, and never shows deleted collaborations', async () => {
    const { id, helpId } = await setup();
    await call('PUT', `/api/collaborations/${id}/status`, 'member', { status: 'completed' });
    let boardNow = (await call('GET', '/api/collaborations/board', 'outsider')).json();
    expect(boardNow.completed.map((c: { id: string }) => c.id)).toContain(id);
    expect(boardNow.inactive.map((c: { id: string }) => c.id)).not.toContain(id);
    expect(boardNow.help.find((h: { id: string }) => h.id === helpId)).toMatchObject({ collaborationId: id, title: 'Who can solder?', collaborationTitle: 'Build a weather station' });

    await call('DELETE', `/api/collaborations/${id}`, 'creator');
    boardNow = (await call('GET', '/api/collaborations/board', 'outsider')).json();
    const everywhere = [...boardNow.active, ...boardNow.inactive, ...boardNow.completed].map((c: { id: string }) => c.id);
    expect(everywhere).not.toContain(id);
    expect(boardNow.help.map((h: { id: string }) => h.id)).not.toContain(helpId);
  });

  it('the page shows creator and members as member cards with contact details, the updates and the requests for help', async () => {
    const { id, updateId, helpId } = await setup();
    const page = (await call('GET', `/api/collaborations/${id}`, 'outsider')).json();
    expect(page.creator).toMatchObject({ id: people.creator.id, name: 'Anna', surname: 'Creator', email: null });
    expect(page.members.map((m: { id: string }) => m.id)).toEqual([people.member.id]);
    expect(page.updates).toEqual([{ id: updateId, kind: 'update', title: 'Sensors ordered', createdAt: expect.any(String), review: null, hidden: false }]);
    expect(page.helpRequests).toEqual([{ id: helpId, kind: 'help', title: 'Who can solder?', createdAt: expect.any(String), review: null, hidden: false }]);
    expect(page.content).toEqual([{ type: 'paragraph', value: 'Measure wind and rain on the school roof.' }]);
  });

  it('keeps a chosen thumbnail and shows it on the board', async () => {
    const image = await createImage(app, people.creator.id, 'collaboration');
    const { id } = (await call('POST', '/api/collaborations', 'creator', { ...idea(), thumbnailId: image.id })).json();
    const page = (await call('GET', `/api/collaborations/${id}`, 'creator')).json();
    expect(page.thumbnail).toMatchObject({ id: image.id });
  });

  it('a deleted collaboration is gone for members but admins still see it, deleted, with who and when recorded', async () => {
    const { id } = await setup();
    await call('DELETE', `/api/collaborations/${id}`, 'member');
    expect(await stored(id)).toMatchObject({ status: 'deleted', deletedById: people.member.id, deletedAt: expect.any(Date) });
    expect((await call('GET', `/api/collaborations/${id}`, 'creator')).statusCode).toBe(404);
    expect((await call('GET', `/api/collaborations/${id}`, 'admin')).json().status).toBe('deleted');
  });

  it('candidates are everyone not yet executing it, but its creator (candidates.test.ts searches them)', async () => {
    const { id } = await setup();
    const { people: list } = (await call('GET', `/api/collaborations/${id}/candidates`, 'creator')).json();
    const ids = list.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([people.outsider.id, people.admin.id]));
    expect(ids).not.toContain(people.member.id);
    expect(ids).not.toContain(people.creator.id);
  });
});

describe('the audit log', () => {
  it('records status changes, people added, leaving and deleting with who did it', async () => {
    const { id } = await setup();
    await call('PUT', `/api/collaborations/${id}/status`, 'member', { status: 'active' });
    await call('DELETE', `/api/collaborations/${id}/members/me`, 'member');
    await call('DELETE', `/api/collaborations/${id}`, 'admin');
    const entries = await app.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'collaboration'), eq(auditLog.targetId, id)));
    const seen = entries.map((e) => [e.action, e.actorId]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['collaboration.members_added', people.creator.id],
        ['collaboration.status_changed', people.member.id],
        ['collaboration.member_left', people.member.id],
        ['collaboration.deleted', people.admin.id],
      ]),
    );
    expect(entries.find((e) => e.action === 'collaboration.status_changed')?.details).toEqual({ from: 'inactive', to: 'active' });
  });
});

describe('refused changes change nothing', () => {
  it.each([
    ['an empty title', { ...idea(), title: ' ' }, { title: 'Please add a title.' }],
    ['no blocks', { ...idea(), content: [] }, { content: 'Please add some content.' }],
    ['a thumbnail that is an address', { ...idea(), thumbnailId: 'https://evil.example/x.png' }, { thumbnailId: 'Please choose a thumbnail uploaded to this site.' }],
    ['a thumbnail that is not stored here', { ...idea(), thumbnailId: '00000000-0000-4000-8000-000000000000' }, { thumbnailId: 'Please choose a thumbnail uploaded to this site.' }],
  ])('creating or editing with %s', async (_name, body, fields) => {
    const created = await call('POST', '/api/collaborations', 'creator', body);
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toMatchObject(fields);
    const { id } = await setup();
    const before = await stored(id);
    const edited = await call('PUT', `/api/collaborations/${id}`, 'creator', body);
    expect(edited.statusCode).toBe(400);
    expect(await stored(id)).toEqual(before);
  });

  it('an unknown status', async () => {
    const { id } = await setup();
    for (const status of ['deleted', 'archived', '']) {
      const response = await call('PUT', `/api/collaborations/${id}/status`, 'creator', { status });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ status: 'Choose active, inactive or completed.' });
    }
    expect((await stored(id)).status).toBe('inactive');
  });

  it('adding nobody, someone who does not exist, or someone already a member', async () => {
    const { id } = await setup();
    const none = await call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please select at least one person to add.');
    const ghost = await call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [people.outsider.id, 'no-such-user'] });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().error.message).toBe('Someone you picked no longer has an account. Please reload and choose again.');
    const twice = await call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [people.member.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Already executing this collaboration: Bill Member.');
    expect(await memberIds(id)).toEqual([people.member.id]);
  });

  it('an update without a title, or with an image block', async () => {
    const { id } = await setup();
    const before = await itemCount(id);
    const untitled = await call('POST', `/api/collaborations/${id}/items`, 'creator', { kind: 'update', title: '  ', content: [] });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.fields).toEqual({ title: 'Please add a title.' });
    const image = await call('POST', `/api/collaborations/${id}/items`, 'creator', {
      kind: 'help',
      title: 'Photo',
      content: [{ type: 'image', value: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().error.message).toBe('Updates and help requests hold title, paragraph and bullets blocks only.');
    expect(await itemCount(id)).toBe(before);
  });

  it("deleting an item of another collaboration is not found and deletes nothing", async () => {
    const first = await setup();
    const second = await setup();
    const response = await call('DELETE', `/api/collaborations/${first.id}/items/${second.updateId}`, 'creator');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'That item could not be found.', values: { what: 'item' } } });
    expect(await itemCount(second.id)).toBe(2);
    const opened = await call('GET', `/api/collaborations/${first.id}/items/${second.helpId}`, 'creator');
    expect(opened.statusCode).toBe(404);
  });

  it('ids that do not exist are a clear 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/collaborations/${missing}`],
      ['GET', '/api/collaborations/not-an-id'],
      ['PUT', `/api/collaborations/${missing}/status`],
      ['DELETE', `/api/collaborations/${missing}`],
      ['GET', `/api/collaborations/${missing}/items/${missing}`],
    ] as const) {
      const response = await call(method, url, 'admin', method === 'PUT' ? { status: 'active' } : undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('That collaboration could not be found.');
    }
  });
});
