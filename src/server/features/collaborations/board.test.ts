import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../shared/schemas/collaborations.js';
import type { App } from '../../app.js';
import { LIVE_CHANNEL } from '../../core/events/live-news.js';
import { buildTestApp, type callerAs } from '../../test/build-app.js';
import { openStream, type OpenStream } from '../../test/event-stream.js';
import type { TestUser } from '../../test/factories.js';
import { setUpProjectReaders, type ProjectReader } from '../../test/project-readers.js';

/**
 * The members' board is kept per reader like the public lists (board.ts), and forgotten by the
 * live news of a change: whoever wrote it and whichever page was told "changed" reads the board
 * after the change at once, never one kept from before it, and no reader is served another's.
 */
let app: App;
let base: string;
let people: Record<ProjectReader, TestUser>;
let cookies: Record<ProjectReader, string>;
let call: ReturnType<typeof callerAs<ProjectReader>>;
let projectId = '';
const streams: OpenStream[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  ({ people, cookies, call, weatherId: projectId } = await setUpProjectReaders(app));
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app?.close();
});

const idea = (title: string, extra: object = {}) => ({ title, thumbnailId: null, content: [{ type: 'paragraph', value: 'An idea.' }], ...extra });

async function start(who: ProjectReader, title: string, extra: object = {}): Promise<string> {
  const made = await call('POST', '/api/collaborations', who, idea(title, extra));
  expect(made.statusCode, made.body).toBe(201);
  return (made.json() as { id: string }).id;
}

/** The titles on `who`'s board (of one project, when `query` says), in every section. */
async function titles(who: ProjectReader, query = ''): Promise<string[]> {
  const answer = await call('GET', `/api/collaborations/board${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  const board = answer.json() as Board;
  return [...board.active, ...board.inactive, ...board.completed].map((card) => card.title);
}

/** A title changed in the database behind the app's back: no event, so nothing is forgotten. */
const renameQuietly = (id: string, title: string) => app.db.execute(sql`update collaborations set title = ${title} where id = ${id}`);

describe('the members’ board, kept', () => {
  it('is read from memory until a change to a collaboration: then the writer and every other reader read it at once', async () => {
    const id = await start('member', 'The kiln');
    expect(await titles('inAnother')).toContain('The kiln');
    await renameQuietly(id, 'Renamed behind the app');
    // Kept: the quiet change is not on the board yet…
    expect(await titles('inAnother')).toContain('The kiln');
    // …and the first change made through the app forgets every reader's board before its answer.
    const changed = await call('PUT', `/api/collaborations/${id}`, 'member', idea('The kiln, fired'));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await titles('member')).toContain('The kiln, fired');
    expect(await titles('inAnother')).toContain('The kiln, fired');
  });

  it('is forgotten by a help request, a status and a deletion, each read at once by another member', async () => {
    const id = await start('member', 'The loom');
    const help = async () => ((await call('GET', '/api/collaborations/board', 'inAnother')).json() as Board).help.map((card) => card.title);
    expect(await help()).not.toContain('Hands for the loom');
    expect((await call('POST', `/api/collaborations/${id}/items`, 'member', { kind: 'help', title: 'Hands for the loom', content: [] })).statusCode).toBe(201);
    expect(await help()).toContain('Hands for the loom');
    const sections = async () => {
      const board = (await call('GET', '/api/collaborations/board', 'inAnother')).json() as Board;
      return { active: board.active.some((card) => card.id === id), completed: board.completed.some((card) => card.id === id) };
    };
    expect((await call('PUT', `/api/collaborations/${id}/status`, 'member', { status: 'completed' })).statusCode).toBe(200);
    expect(await sections()).toEqual({ active: false, completed: true });
    expect((await call('DELETE', `/api/collaborations/${id}`, 'member')).statusCode).toBe(204);
    expect(await titles('inAnother')).not.toContain('The loom');
  });

  it('is never told "changed" to a page that then reads the board from before: another instance’s news forgets it first', async () => {
    const id = await start('member', 'The weather vane');
    expect(await titles('inAnother')).toContain('The weather vane');
    const page = await openStream(`${base}/api/live?topics=board`, { cookie: cookies.inAnother });
    streams.push(page);
    expect(page.status).toBe(200);
    await page.next('ready');
    // What another instance's change looks like from here: its rows and its news, committed together.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`update collaborations set title = 'The weather vane, painted' where id = ${id}`);
      await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ collaboration: id })})`);
    });
    expect(JSON.parse((await page.next('collaboration', { ms: 2_000 })).data)).toEqual({ id });
    expect(await titles('inAnother')).toContain('The weather vane, painted');
    page.close();
  });

  it('is forgotten on every page of this instance by that news even when no live page is open here', async () => {
    await expect.poll(() => app.liveHub.isListening, { timeout: 2_000 }).toBe(false);
    const id = await start('member', 'The sundial');
    expect(await titles('inAnother')).toContain('The sundial');
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`update collaborations set title = 'The sundial, set' where id = ${id}`);
      await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ collaboration: id })})`);
    });
    await expect.poll(() => titles('inAnother'), { timeout: 2_000 }).toContain('The sundial, set');
  });

  it('is a board of each reader’s own: a project’s collaboration and a pupil’s waiting one reach none of those kept from them, whoever read first', async () => {
    await start('teacher', 'The barometer', { audience: 'project', projectId });
    await start('pupil', 'My own rain gauge');
    // Those who see them read first, so that their boards are kept before the others ask.
    expect(await titles('pupil')).toEqual(expect.arrayContaining(['The barometer', 'My own rain gauge']));
    expect(await titles('pupil', '?project=weather')).toContain('The barometer');
    expect(await titles('guardian')).toContain('The barometer');
    for (const who of ['member', 'inAnother', 'teacherElsewhere'] as const) {
      expect(await titles(who), who).not.toContain('The barometer');
      expect(await titles(who, '?project=weather'), who).not.toContain('The barometer');
      expect(await titles(who), who).not.toContain('My own rain gauge');
    }
    expect(await titles('guardian')).not.toContain('My own rain gauge');
    // A reader who joins the project reads a board of their own, with it, without waiting for the kept one to expire.
    expect((await call('POST', '/api/projects/weather/members', 'teacher', { userIds: [people.member.id] })).statusCode).toBe(200);
    await expect.poll(() => titles('member'), { timeout: 5_000 }).toContain('The barometer');
    expect((await call('DELETE', `/api/projects/weather/members/${people.member.id}`, 'teacher')).statusCode).toBe(200);
    await expect.poll(() => titles('member'), { timeout: 5_000 }).not.toContain('The barometer');
  });

  it('names a creator’s new name at once', async () => {
    await start('inAnother', 'The wind sock');
    const creatorOf = async () =>
      ((await call('GET', '/api/collaborations/board', 'member')).json() as Board).inactive.find((card) => card.title === 'The wind sock')?.createdBy.name;
    expect(await creatorOf()).toBe('Petros');
    const renamed = await call('PATCH', `/api/admin/members/${people.inAnother.id}`, 'admin', { name: 'Pétros', surname: 'Elsewhere' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await creatorOf()).toBe('Pétros');
  });
});
