import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { openStream, type OpenStream } from '../../test/event-stream.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

type Role = 'creator' | 'member' | 'newcomer' | 'outsider' | 'admin';
let app: App;
let base: string;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const streams: OpenStream[] = [];

const call = callerAs<Role>(() => app, cookies);

/** Opens a live stream as `who` and waits until it hears every change. */
async function live(who: Role, topics = '', headers: Record<string, string> = {}) {
  const stream = await openStream(`${base}/api/live${topics ? `?topics=${topics}` : ''}`, { cookie: cookies[who], ...headers });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

async function collaboration(title: string) {
  const response = await call('POST', '/api/collaborations', 'creator', { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'An idea.' }] });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: string };
  expect((await call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [people.member.id] })).statusCode).toBe(200);
  return id;
}

const askForHelp = async (id: string, who: Role = 'member') => {
  const response = await call('POST', `/api/collaborations/${id}/items`, who, { kind: 'help', title: 'Hands needed', content: [{ type: 'paragraph', value: 'Saturday.' }] });
  expect(response.statusCode, response.body).toBe(201);
};

/** The events named `name` a stream had from its `after`-th on. */
const named = (stream: OpenStream, name: string, after = 0) => stream.events.slice(after).filter((event) => event.event === name);

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  people.creator = await createUser(app, { name: 'Anna', surname: 'Creator' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.newcomer = await createUser(app, { name: 'Nora', surname: 'Newcomer' });
  people.outsider = await createUser(app, { name: 'Chris', surname: 'Outsider' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
});

describe('who may open a live stream', () => {
  it('refuses a visitor with 401 and the words of every refusal', async () => {
    const response = await call('GET', '/api/live?topics=board');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });

  it('refuses topics it does not know, and more than ten collaborations, with a clear 400', async () => {
    for (const topics of ['everything', 'board,posts', 'collaboration:not-an-id', 'x'.repeat(3_000)]) {
      const response = await call('GET', `/api/live?topics=${topics}`, 'member');
      expect(response.statusCode, topics).toBe(400);
      expect(response.body).toContain('Follow the board or at most 10 collaborations, by their ids.');
    }
    const eleven = Array.from({ length: 11 }, (_, n) => `collaboration:00000000-0000-4000-8000-${String(n).padStart(12, '0')}`).join(',');
    expect((await call('GET', `/api/live?topics=${eleven}`, 'member')).statusCode).toBe(400);
  });

  it('answers 404 for a collaboration that does not exist or was deleted; an admin may follow a deleted one', async () => {
    const missing = await call('GET', '/api/live?topics=collaboration:00000000-0000-4000-8000-000000000000', 'member');
    expect(missing.statusCode).toBe(404);
    const id = await collaboration('Soon gone');
    expect((await call('DELETE', `/api/collaborations/${id}`, 'creator')).statusCode).toBe(204);
    expect((await call('GET', `/api/live?topics=collaboration:${id}`, 'outsider')).statusCode).toBe(404);
    const admin = await live('admin', `collaboration:${id}`);
    expect(admin.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    // What the app's hooks set for every answer comes with the stream too.
    expect(admin.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(admin.headers.get('x-content-type-options')).toBe('nosniff');
    admin.close();
  });

  it('lets any member follow the board and any collaboration they may open', async () => {
    const id = await collaboration('Open to all');
    const stream = await live('outsider', `board,collaboration:${id}`);
    expect(stream.events.map((event) => event.event)).toEqual(['ready']);
    stream.close();
  });
});

describe('what a stream hears', () => {
  it('tells the board of a help request in any collaboration, by id only, within the change', async () => {
    const id = await collaboration('Garden');
    const board = await live('outsider', 'board');
    const from = board.events.length;
    await askForHelp(id);
    const event = await board.next('collaboration', { after: from, ms: 2_000 });
    expect(JSON.parse(event.data)).toEqual({ id });
    expect(event.id).toMatch(/^\d+$/);
    board.close();
  });

  it("tells a collaboration's page of its changes and never of another's", async () => {
    const followed = await collaboration('Followed');
    const other = await collaboration('Other');
    const page = await live('outsider', `collaboration:${followed}`);
    const from = page.events.length;
    await askForHelp(other);
    expect((await call('PUT', `/api/collaborations/${followed}/status`, 'member', { status: 'active' })).statusCode).toBe(200);
    await page.next('collaboration', { after: from });
    // News arrives in the order of the changes: had the other's come, it would be here first.
    expect(named(page, 'collaboration', from).map((event) => JSON.parse(event.data).id)).toEqual([followed]);
    page.close();
  });

  it('tells of every kind of change to a collaboration: its idea, members, items, leaving, deletion and restoring', async () => {
    const id = await collaboration('Every change');
    const page = await live('admin', `collaboration:${id}`);
    const idea = { title: 'Every change, renamed', thumbnailId: null, content: [{ type: 'paragraph', value: 'A better idea.' }] };
    const changes: [string, () => Promise<unknown>][] = [
      ['idea', () => call('PUT', `/api/collaborations/${id}`, 'creator', idea)],
      ['members', () => call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [people.newcomer.id] })],
      ['update', () => call('POST', `/api/collaborations/${id}/items`, 'member', { kind: 'update', title: 'Done', content: [{ type: 'paragraph', value: 'Yes.' }] })],
      ['leaving', () => call('DELETE', `/api/collaborations/${id}/members/me`, 'newcomer')],
      ['deletion', () => call('DELETE', `/api/collaborations/${id}`, 'creator')],
      ['restoring', () => call('POST', `/api/admin/collaborations/${id}/restore`, 'admin')],
    ];
    for (const [what, change] of changes) {
      const from = page.events.length;
      const response = (await change()) as { statusCode: number; body: string };
      expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
      await page.next('collaboration', { after: from }).catch((error: Error) => {
        throw new Error(`${what}: ${error.message}`);
      });
    }
    page.close();
  });

  it("brings a member's bell the news of being added, and nobody else's", async () => {
    const id = await collaboration('Bell');
    const newcomer = await live('newcomer');
    const outsider = await live('outsider');
    const outsiderFrom = outsider.events.length;
    const from = newcomer.events.length;
    expect((await call('POST', `/api/collaborations/${id}/members`, 'member', { userIds: [people.newcomer.id] })).statusCode).toBe(200);
    expect(JSON.parse((await newcomer.next('notifications', { after: from })).data)).toEqual({});
    // A stream without topics hears only its own member's notifications: not the collaboration's news.
    expect(named(newcomer, 'collaboration', from)).toEqual([]);
    // The outsider's own news comes after any that reached them by mistake.
    await call('POST', '/api/notifications/read-all', 'outsider');
    await outsider.next('notifications', { after: outsiderFrom });
    expect(named(outsider, 'notifications', outsiderFrom)).toHaveLength(1);
    newcomer.close();
    outsider.close();
  });

  it("tells a collaboration's creator and members of a help request; the one who asked hears of no notification", async () => {
    const id = await collaboration('Who hears');
    const creator = await live('creator');
    const member = await live('member');
    const [creatorFrom, memberFrom] = [creator.events.length, member.events.length];
    await askForHelp(id, 'member');
    await creator.next('notifications', { after: creatorFrom });
    await call('POST', '/api/notifications/read-all', 'member');
    await member.next('notifications', { after: memberFrom });
    expect(named(member, 'notifications', memberFrom)).toHaveLength(1);
    creator.close();
    member.close();
  });

  it("counts a notification read in one tab as read in the member's others", async () => {
    const id = await collaboration('Two tabs');
    await askForHelp(id, 'member');
    const [notice] = (await call('GET', '/api/notifications', 'creator')).json().notifications as { id: string }[];
    const otherTab = await live('creator');
    const from = otherTab.events.length;
    expect((await call('POST', `/api/notifications/${notice!.id}/read`, 'creator')).statusCode).toBe(204);
    await otherTab.next('notifications', { after: from });
    otherTab.close();
  });

  it("tells an author's bell that an administrator unpublished their post", async () => {
    const id = await createPost(app, people.member.id, { thumbnailId: (await createImage(app, people.member.id)).id });
    const author = await live('member');
    const from = author.events.length;
    const response = await call('POST', `/api/admin/posts/${id}/unpublish`, 'admin');
    expect(response.statusCode, response.body).toBeLessThan(300);
    await author.next('notifications', { after: from });
    author.close();
  });
});

describe('a stream over time', () => {
  it('asks a page that comes back after a drop (Last-Event-ID) to ask again for everything', async () => {
    const stream = await live('member', 'board', { 'last-event-id': '41' });
    expect(stream.events.map((event) => event.event)).toEqual(['resync', 'ready']);
    stream.close();
  });

  it("ends a member's oldest stream, saying so, when they open more than eight", async () => {
    const opened: OpenStream[] = [];
    for (let n = 0; n < 8; n++) opened.push(await live('newcomer'));
    const ninth = await live('newcomer');
    await opened[0]!.next('evicted');
    await opened[0]!.ended;
    expect(named(opened[1]!, 'evicted')).toEqual([]);
    for (const stream of [...opened, ninth]) stream.close();
  });

  it('ends the streams of a member who signs out, and a new one is refused', async () => {
    const cookie = await signIn(app, people.outsider.email, people.outsider.password);
    const stream = await openStream(`${base}/api/live`, { cookie });
    await stream.next('ready');
    const signedOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: TEST_ORIGIN, cookie }, payload: {} });
    expect(signedOut.statusCode).toBe(200);
    await stream.ended;
    expect((await openStream(`${base}/api/live`, { cookie })).status).toBe(401);
  });

  it('listens to the database only while a stream is open', async () => {
    await until(() => app.liveHub.size === 0);
    expect(app.liveHub.isListening).toBe(false);
    const stream = await live('member');
    expect(app.liveHub.isListening).toBe(true);
    stream.close();
    await until(() => !app.liveHub.isListening);
  });
});

describe('heartbeat, lifetime and closing', () => {
  let quick: App;
  let quickBase: string;
  let cookie: string;
  let closed = false;
  beforeAll(async () => {
    quick = await buildTestApp({ liveLimits: { heartbeatMs: 50, lifetimeMs: 400 } });
    await quick.listen({ host: '127.0.0.1', port: 0 });
    quickBase = `http://127.0.0.1:${(quick.server.address() as AddressInfo).port}`;
    const member = await createUser(quick);
    cookie = await signIn(quick, member.email, member.password);
  });
  afterAll(async () => {
    if (!closed) await quick.close();
  });

  it('says it is alive while quiet, and ends after its lifetime so that the browser comes back', async () => {
    const stream = await openStream(`${quickBase}/api/live`, { cookie });
    await stream.next('ready');
    await stream.ended;
    expect(stream.comments.filter((comment) => comment === 'ping').length).toBeGreaterThan(0);
  });

  it('ends open streams when the app closes, without waiting for them', async () => {
    const stream = await openStream(`${quickBase}/api/live`, { cookie });
    await stream.next('ready');
    closed = true;
    const closing = quick.close();
    await stream.ended;
    await closing;
  });
});

async function until(check: () => boolean, ms = 2_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
