import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, CollaborationDetail } from '../../../shared/schemas/collaborations.js';
import type { App } from '../../app.js';
import { buildTestApp, type callerAs } from '../../test/build-app.js';
import type { TestUser } from '../../test/factories.js';
import { setUpProjectReaders, type ProjectReader } from '../../test/project-readers.js';
import { visibleCollaborationIds } from '../../features/live/queries.js';
import { loadReaders } from './readers.js';

/**
 * A collaboration for one project's people (decision 0054) reaches its members, the guardians of
 * its pupils, its creator and administrators by every road that leads to it (its page, the board
 * and the project's board, its help requests there, search, its live topic, the `@` picker), and
 * no other member by any; teachers open any by its address, for they decide on what pupils write
 * in it, and find it by no list. Who may place one in a project, move it and join it is asked here too.
 */
type Who = ProjectReader;
let app: App;
let people: Record<Who, TestUser>;
let call: ReturnType<typeof callerAs<Who>>;
let projectId = '';
let theatreId = '';

const WORD = 'anemometer';

beforeAll(async () => {
  app = await buildTestApp();
  ({ people, call, weatherId: projectId, theatreId } = await setUpProjectReaders(app));
}, 120_000);
afterAll(() => app?.close());

const content = (text: string) => [{ type: 'paragraph', value: text }];
const idea = (title: string, extra: object = {}) => ({ title, thumbnailId: null, content: content(`We build an ${WORD}.`), ...extra });

/** A live collaboration of the project's teacher, for the project's people, with an open help request. */
async function projectCollaboration(title: string): Promise<{ id: string; helpId: string }> {
  const made = await call('POST', '/api/collaborations', 'teacher', idea(title, { audience: 'project', projectId }));
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json() as { id: string };
  const help = await call('POST', `/api/collaborations/${id}/items`, 'teacher', { kind: 'help', title: `Who has a ${WORD} cup?`, content: [] });
  expect(help.statusCode, help.body).toBe(201);
  const detail = (await call('GET', `/api/collaborations/${id}`, 'teacher')).json() as CollaborationDetail;
  expect(detail).toMatchObject({ audience: 'project', project: { id: projectId, slug: 'weather', name: { en: 'Weather station' } } });
  return { id, helpId: (help.json() as { id: string }).id };
}

const onBoard = (board: Board, id: string) => [...board.active, ...board.inactive, ...board.completed].some((card) => card.id === id);

/** Everything a reader may reach of one collaboration. */
async function roads(who: Who | undefined, collaboration: { id: string; helpId: string }) {
  const [page, help, board, projectBoard, search] = await Promise.all([
    call('GET', `/api/collaborations/${collaboration.id}`, who),
    call('GET', `/api/collaborations/${collaboration.id}/items/${collaboration.helpId}`, who),
    call('GET', '/api/collaborations/board', who),
    call('GET', '/api/collaborations/board?project=weather', who),
    call('GET', `/api/search?q=${WORD}`, who),
  ]);
  const reader = who ? (await loadReaders(app.db, [people[who].id])).get(people[who].id)! : null;
  const live = reader ? (await visibleCollaborationIds(app.db, [collaboration.id], reader)).has(collaboration.id) : false;
  const boardOf = (answer: typeof board) => (answer.statusCode === 200 ? (answer.json() as Board) : null);
  return {
    page: page.statusCode,
    help: help.statusCode,
    onBoard: boardOf(board) ? onBoard(boardOf(board)!, collaboration.id) : false,
    helpOnBoard: boardOf(board)?.help.some((card) => card.id === collaboration.helpId) ?? false,
    onProjectBoard: boardOf(projectBoard) ? onBoard(boardOf(projectBoard)!, collaboration.id) : false,
    found: search.statusCode === 200 && JSON.stringify(search.json()).includes(collaboration.id),
    live,
  };
}

const SEES = { page: 200, help: 200, onBoard: true, helpOnBoard: true, onProjectBoard: true, found: true, live: true };
const KEPT_FROM = { page: 404, help: 404, onBoard: false, helpOnBoard: false, onProjectBoard: false, found: false, live: false };

describe('a collaboration for one project’s people', () => {
  it('reaches its members, its pupils’ guardians and administrators by every road, and no other member by any', async () => {
    const collaboration = await projectCollaboration('The wind gauge');
    for (const who of ['teacher', 'pupil', 'guardian', 'admin'] as const) expect(await roads(who, collaboration), who).toEqual(SEES);
    for (const who of ['inAnother', 'member'] as const) expect(await roads(who, collaboration), who).toEqual(KEPT_FROM);
    // A teacher outside it opens it by its address (they decide on what pupils write in it), and finds it by no list.
    expect(await roads('teacherElsewhere', collaboration)).toEqual({ ...KEPT_FROM, page: 200, help: 200, live: true });
    // Visitors see no collaboration at all.
    const visitor = await roads(undefined, collaboration);
    expect(visitor).toMatchObject({ page: 401, onBoard: false, found: false });
  });

  it('narrows the board to one project, names it, and says so of an unknown one', async () => {
    const everyone = await call('POST', '/api/collaborations', 'teacher', idea('Open to every member', { audience: 'members', projectId }));
    expect(everyone.statusCode, everyone.body).toBe(201);
    const elsewhere = await call('POST', '/api/collaborations', 'inAnother', idea('A stage', { audience: 'members', projectId: theatreId }));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const board = (await call('GET', '/api/collaborations/board?project=weather', 'member')).json() as Board;
    expect(board.project).toMatchObject({ slug: 'weather', name: { en: 'Weather station' } });
    const ids = [...board.active, ...board.inactive, ...board.completed].map((card) => card.id);
    expect(ids).toContain((everyone.json() as { id: string }).id);
    expect(ids).not.toContain((elsewhere.json() as { id: string }).id);
    const card = board.inactive.find((one) => one.id === (everyone.json() as { id: string }).id)!;
    expect(card).toMatchObject({ audience: 'members', project: { slug: 'weather' } });
    expect((await call('GET', '/api/collaborations/board', 'member')).json()).toMatchObject({ project: null });
    expect((await call('GET', '/api/collaborations/board?project=nowhere', 'member')).statusCode).toBe(404);
    expect((await call('GET', '/api/collaborations/board?project=weather')).statusCode).toBe(401);
  });

  it('offers to `@` mention, and to add, only those who see it', async () => {
    const collaboration = await projectCollaboration('Mention the readers');
    const offered = async (q: string) =>
      ((await call('GET', `/api/mentions?collaborationId=${collaboration.id}&q=${q}`, 'teacher')).json() as { people: { id: string }[] }).people.map((person) => person.id);
    expect(await offered('Maria')).toEqual([people.guardian.id]);
    expect(await offered('Petros')).toEqual([]);
    const candidates = async (q: string) =>
      ((await call('GET', `/api/collaborations/${collaboration.id}/candidates?q=${q}`, 'teacher')).json() as { people: { id: string }[] }).people.map((person) => person.id);
    expect(await candidates('Ilias')).toEqual([people.pupil.id]);
    expect(await candidates('Maria')).toEqual([people.guardian.id]);
    expect(await candidates('Petros')).toEqual([]);
    expect(await candidates('Eleni')).toEqual([]);
    const refused = await call('POST', `/api/collaborations/${collaboration.id}/members`, 'teacher', { userIds: [people.pupil.id, people.inAnother.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'outside_project', message: 'Not among the project’s people, who alone can see this collaboration: Petros Elsewhere.', fields: { userIds: 'Not among the project’s people.' } },
    });
    // Nothing was stored: the pupil, who was allowed, is not in it either.
    expect(((await call('GET', `/api/collaborations/${collaboration.id}`, 'teacher')).json() as CollaborationDetail).members).toEqual([]);
    expect((await call('POST', `/api/collaborations/${collaboration.id}/members`, 'teacher', { userIds: [people.pupil.id] })).statusCode).toBe(200);
  });

  it('follows the project’s people as they change', async () => {
    const collaboration = await projectCollaboration('Who sees changes');
    const pageFor = (who: Who) => async () => (await call('GET', `/api/collaborations/${collaboration.id}`, who)).statusCode;
    expect((await call('POST', '/api/projects/weather/members', 'teacher', { userIds: [people.member.id] })).statusCode).toBe(200);
    await expect.poll(pageFor('member'), { timeout: 5000 }).toBe(200);
    expect(await roads('member', collaboration)).toEqual(SEES);
    expect((await call('DELETE', `/api/projects/weather/members/${people.member.id}`, 'teacher')).statusCode).toBe(200);
    await expect.poll(pageFor('member'), { timeout: 5000 }).toBe(404);
    expect(await roads('member', collaboration)).toEqual(KEPT_FROM);
  });
});

describe('the mail and the bell', () => {
  it('tell of a new comment under its help request only those who see it: not one who commented and then left the project', async () => {
    const collaboration = await projectCollaboration('Told of comments');
    const comment = async (who: Who, body: string) => {
      const answer = await call('POST', `/api/collaborations/${collaboration.id}/items/${collaboration.helpId}/comments`, who, { body });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    await comment('guardian', 'We have a cup at home.');
    expect((await call('POST', '/api/projects/weather/members', 'teacher', { userIds: [people.member.id] })).statusCode).toBe(200);
    await expect.poll(async () => (await call('GET', `/api/collaborations/${collaboration.id}`, 'member')).statusCode, { timeout: 5000 }).toBe(200);
    await comment('member', 'And I have two.');
    expect((await call('DELETE', `/api/projects/weather/members/${people.member.id}`, 'teacher')).statusCode).toBe(200);
    await comment('teacher', 'Thank you both.');
    const toldOf = async (who: Who) => JSON.stringify((await call('GET', '/api/notifications', who)).json()).includes(collaboration.helpId);
    expect(await toldOf('guardian')).toBe(true);
    // The one who left is no longer told (nor mailed: the daily email reads these).
    expect(await toldOf('member')).toBe(false);
  });

  it('tell its executing members of its updates only while they see it', async () => {
    const collaboration = await projectCollaboration('Told of updates');
    expect((await call('POST', '/api/projects/weather/members', 'teacher', { userIds: [people.member.id] })).statusCode).toBe(200);
    await expect.poll(async () => (await call('GET', `/api/collaborations/${collaboration.id}`, 'member')).statusCode, { timeout: 5000 }).toBe(200);
    const added = await call('POST', `/api/collaborations/${collaboration.id}/members`, 'teacher', { userIds: [people.member.id, people.pupil.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('DELETE', `/api/projects/weather/members/${people.member.id}`, 'teacher')).statusCode).toBe(200);
    const update = await call('POST', `/api/collaborations/${collaboration.id}/items`, 'teacher', { kind: 'update', title: 'The barrels are full', content: [] });
    expect(update.statusCode, update.body).toBe(201);
    const { id } = update.json() as { id: string };
    const toldOf = async (who: Who) => JSON.stringify((await call('GET', '/api/notifications', who)).json()).includes(id);
    expect(await toldOf('pupil')).toBe(true);
    expect(await toldOf('member')).toBe(false);
  });
});

describe('placing a collaboration in a project', () => {
  const boardCount = async (who: Who) => {
    const board = (await call('GET', '/api/collaborations/board', who)).json() as Board;
    return board.active.length + board.inactive.length + board.completed.length;
  };

  it('is for the project’s own members, and teachers and administrators; bad places store nothing', async () => {
    const before = await boardCount('admin');
    const missing = await call('POST', '/api/collaborations', 'inAnother', idea('Placed', { audience: 'project' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { projectId: 'Choose the project whose people may see it.' } } });
    const badAudience = await call('POST', '/api/collaborations', 'inAnother', idea('Placed', { audience: 'everyone' }));
    expect(badAudience.statusCode).toBe(400);
    const unknown = await call('POST', '/api/collaborations', 'inAnother', idea('Placed', { audience: 'project', projectId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'collaboration_project_unknown', message: 'That project is not open for new collaborations. Choose another.' } });
    const notTheirs = await call('POST', '/api/collaborations', 'inAnother', idea('Placed', { audience: 'project', projectId }));
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ error: { code: 'collaboration_project_not_yours', message: 'You can start collaborations for your own projects only.' } });
    // A guardian reads through their child; they do not start collaborations for the project.
    expect((await call('POST', '/api/collaborations', 'guardian', idea('Placed', { audience: 'project', projectId }))).statusCode).toBe(403);
    expect(await boardCount('admin')).toBe(before);
    expect((await call('POST', '/api/collaborations', 'teacherElsewhere', idea('By a teacher', { audience: 'project', projectId }))).statusCode).toBe(201);
  });

  it('is moved by those who manage it; a pupil’s approved one stays where a teacher approved it', async () => {
    const made = await call('POST', '/api/collaborations', 'pupil', idea('Rain gauge', { audience: 'project', projectId }));
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: string };
    // While it waits as a whole, its pupil may still change where it belongs.
    const moved = await call('PUT', `/api/collaborations/${id}`, 'pupil', idea('Rain gauge', { audience: 'members', projectId }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ audience: 'members' });
    expect((await call('PUT', `/api/collaborations/${id}`, 'pupil', idea('Rain gauge', { audience: 'project', projectId }))).statusCode).toBe(200);
    expect((await call('POST', `/api/review/collaborations/${id}/approve`, 'teacherElsewhere', { version: 3 })).statusCode).toBeLessThan(300);
    const widened = await call('PUT', `/api/collaborations/${id}`, 'pupil', idea('Rain gauge', { audience: 'members', projectId }));
    expect(widened.statusCode).toBe(403);
    expect(widened.json()).toMatchObject({ error: { code: 'collaboration_place_managed', message: 'Only those who manage this collaboration can change who can see it.' } });
    expect((await call('GET', `/api/collaborations/${id}`, 'member')).statusCode).toBe(404);
    // A change that keeps its place still goes to review as before.
    expect((await call('PUT', `/api/collaborations/${id}`, 'pupil', idea('Rain gauge, mended'))).statusCode).toBe(200);
    // An administrator opens it to every member.
    expect((await call('PUT', `/api/collaborations/${id}`, 'admin', idea('Rain gauge', { audience: 'members', projectId: null }))).statusCode).toBe(200);
    expect((await call('GET', `/api/collaborations/${id}`, 'member')).statusCode).toBe(200);
  });

  it('is never named by an invitation: a new account is in no project', async () => {
    const collaboration = await projectCollaboration('Invite-proof');
    const invited = await call('POST', '/api/invitations', 'teacher', { kind: 'link', role: 'pupil', collaborationId: collaboration.id });
    expect(invited.statusCode, invited.body).toBe(400);
    expect(JSON.stringify(invited.json())).toContain('invite them, add them to the project, then to the collaboration');
  });
});
