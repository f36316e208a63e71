import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationView } from '../../../shared/schemas/notifications.js';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

type Role = 'creator' | 'member' | 'newcomer' | 'outsider' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;

const call = callerAs<Role>(() => app, cookies);
const inbox = async (who: Role, query = '') => {
  const response = await call('GET', `/api/notifications${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationPage;
};
const unread = async (who: Role) => ((await call('GET', '/api/notifications/unread', who)).json() as { unread: number }).unread;
const kinds = (page: NotificationPage) => page.notifications.map((n) => n.kind);

beforeAll(async () => {
  app = await buildTestApp();
  people.creator = await createUser(app, { name: 'Anna', surname: 'Creator' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.newcomer = await createUser(app, { name: 'Nora', surname: 'Newcomer' });
  people.outsider = await createUser(app, { name: 'Chris', surname: 'Outsider' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
});
afterAll(() => app.close());

/** A collaboration by the creator with the member executing it; notifications so far marked read. */
async function collaboration(title: string) {
  const { id } = (await call('POST', '/api/collaborations', 'creator', { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'An idea.' }] })).json();
  expect((await call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [people.member.id] })).statusCode).toBe(200);
  for (const role of Object.keys(people) as Role[]) await call('POST', '/api/notifications/read-all', role);
  return id as string;
}

describe('notifications of a collaboration', () => {
  it('tell a member they were added, by whom, and link to it; never the one who added them', async () => {
    const id = await collaboration('Bird boxes');
    expect((await call('POST', `/api/collaborations/${id}/members`, 'member', { userIds: [people.newcomer.id] })).statusCode).toBe(200);
    const page = await inbox('newcomer');
    expect(page.unread).toBe(1);
    expect(page.notifications[0]).toMatchObject({
      kind: 'collaboration_added',
      actor: { name: 'Bill', surname: 'Member' },
      collaboration: { id, title: 'Bird boxes', status: 'inactive' },
      read: false,
    } satisfies Partial<NotificationView>);
    expect(await unread('member')).toBe(0);
    expect(await unread('outsider')).toBe(0);
  });

  it('tell the creator and executing members of an update, a help request and a change of status, not the one who made it, nor anyone else', async () => {
    const id = await collaboration('Compost corner');
    const update = (await call('POST', `/api/collaborations/${id}/items`, 'member', { kind: 'update', title: 'Bins arrived', content: [] })).json();
    const help = (await call('POST', `/api/collaborations/${id}/items`, 'creator', { kind: 'help', title: 'Who has a spade?', content: [] })).json();
    expect((await call('PUT', `/api/collaborations/${id}/status`, 'admin', { status: 'active' })).statusCode).toBe(200);
    // Setting the status it already has tells nobody anything.
    expect((await call('PUT', `/api/collaborations/${id}/status`, 'admin', { status: 'active' })).statusCode).toBe(200);

    const creator = await inbox('creator');
    expect(kinds(creator).slice(0, 2)).toEqual(['collaboration_status', 'collaboration_update']);
    expect(creator.notifications[0]).toMatchObject({ status: 'active', actor: { name: 'Dora' }, collaboration: { id, status: 'active' } });
    expect(creator.notifications[1]).toMatchObject({ item: { id: update.id, title: 'Bins arrived' }, actor: { name: 'Bill' } });
    const member = await inbox('member');
    expect(kinds(member).slice(0, 2)).toEqual(['collaboration_status', 'collaboration_help']);
    expect(member.notifications[1]).toMatchObject({ item: { id: help.id, title: 'Who has a spade?' } });
    expect(await unread('member')).toBe(2);
    expect(await unread('outsider')).toBe(0);
    expect(await unread('admin')).toBe(0);
  });

  it('of a deleted collaboration are no longer shown or counted', async () => {
    const id = await collaboration('Soon gone');
    await call('POST', `/api/collaborations/${id}/items`, 'creator', { kind: 'update', title: 'Last one', content: [] });
    expect(await unread('member')).toBe(1);
    expect((await call('DELETE', `/api/collaborations/${id}`, 'creator')).statusCode).toBe(204);
    expect(await unread('member')).toBe(0);
    expect((await inbox('member')).notifications.some((n) => n.collaboration?.id === id)).toBe(false);
  });
});

describe('notifications of a post', () => {
  it("tell its author when an administrator takes it off the site and puts it back", async () => {
    const picture = await createImage(app, people.outsider.id);
    const postId = await createPost(app, people.outsider.id, { title: 'Our trip to the museum', thumbnailId: picture.id });
    expect((await call('POST', `/api/admin/posts/${postId}/unpublish`, 'admin')).statusCode).toBe(200);
    expect((await inbox('outsider')).notifications[0]).toMatchObject({ kind: 'post_unpublished', post: { id: postId, title: 'Our trip to the museum' }, actor: { name: 'Dora' } });
    expect((await call('POST', `/api/admin/posts/${postId}/publish`, 'admin')).statusCode).toBe(200);
    expect(kinds(await inbox('outsider')).slice(0, 2)).toEqual(['post_published', 'post_unpublished']);
    // An administrator moderating their own post is told nothing.
    const own = await createPost(app, people.admin.id, { title: 'Admin notes', thumbnailId: picture.id });
    await call('POST', `/api/admin/posts/${own}/unpublish`, 'admin');
    expect(await unread('admin')).toBe(0);
  });
});

describe('reading and marking notifications', () => {
  it('is for members only', async () => {
    for (const [method, url] of [['GET', '/api/notifications'], ['GET', '/api/notifications/unread'], ['POST', '/api/notifications/read-all'], ['GET', '/api/notifications/settings']] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('marks one read, and all; another member cannot mark, or learn of, a notification not theirs', async () => {
    const id = await collaboration('Chess corner');
    await call('POST', `/api/collaborations/${id}/items`, 'creator', { kind: 'update', title: 'Boards bought', content: [] });
    await call('POST', `/api/collaborations/${id}/items`, 'creator', { kind: 'help', title: 'Teach the knight', content: [] });
    const [first, second] = (await inbox('member')).notifications;
    expect((await call('POST', `/api/notifications/${first!.id}/read`, 'outsider')).statusCode).toBe(404);
    expect((await call('POST', `/api/notifications/${first!.id}/read`, 'admin')).statusCode).toBe(404);
    expect((await call('POST', '/api/notifications/not-an-id/read', 'member')).statusCode).toBe(404);
    expect(await unread('member')).toBe(2);
    expect((await call('POST', `/api/notifications/${first!.id}/read`, 'member')).statusCode).toBe(204);
    expect(await unread('member')).toBe(1);
    expect((await inbox('member')).notifications.find((n) => n.id === second!.id)?.read).toBe(false);
    expect((await call('POST', '/api/notifications/read-all', 'member')).statusCode).toBe(204);
    expect(await unread('member')).toBe(0);
  });

  it('pages by twenty, newest first, and refuses a page cursor that is not an id', async () => {
    const id = await collaboration('Many updates');
    for (let n = 1; n <= 23; n++) await call('POST', `/api/collaborations/${id}/items`, 'creator', { kind: 'update', title: `Update ${n}`, content: [] });
    const first = await inbox('member');
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]!.item?.title).toBe('Update 23');
    expect(first.nextBefore).toBe(first.notifications[19]!.id);
    const second = await inbox('member', `?before=${first.nextBefore}`);
    expect(second.notifications[0]!.item?.title).toBe('Update 3');
    expect((await call('GET', '/api/notifications?before=yesterday', 'member')).statusCode).toBe(400);
  });

  it('keeps the choice of a daily email, and says the site cannot send one when it has no mail server', async () => {
    expect((await call('GET', '/api/notifications/settings', 'member')).json()).toEqual({ digest: false, canEmail: false });
    expect((await call('PUT', '/api/notifications/settings', 'member', { digest: true })).json()).toEqual({ digest: true, canEmail: false });
    expect((await call('GET', '/api/notifications/settings', 'member')).json()).toMatchObject({ digest: true });
    expect((await call('PUT', '/api/notifications/settings', 'member', { digest: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications/settings', 'member')).json()).toMatchObject({ digest: true });
  });
});
