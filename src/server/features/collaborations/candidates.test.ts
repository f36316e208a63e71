import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATES_MAX } from '../../../shared/constants.js';
import type { Candidates } from '../../../shared/schemas/collaborations.js';
import refusals from '../../../shared/texts/en/refusals.js';
import type { App } from '../../app.js';
import { profiles, users } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

// Add people at a school's size: searched by name, narrowed by kind, at most CANDIDATES_MAX at once.
type Who = 'creator' | 'member' | 'outsider' | 'teacher' | 'admin' | 'pupil';
type Other = 'giannis' | 'giorgos' | 'maria' | 'eleni' | 'banned' | 'pupil2';
let app: App;
const people = {} as Record<Who | Other, TestUser>;
const cookies = {} as Record<Who, string>;
let collaborationId: string;

beforeAll(async () => {
  app = await buildTestApp();
  people.creator = await createUser(app, { name: 'Anna', surname: 'Creator' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.outsider = await createUser(app, { name: 'Chris', surname: 'Outsider' });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Theo', surname: 'Teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  people.pupil = await createUser(app, { needsReview: true, name: 'Penny', surname: 'Pupil' });
  people.giannis = await createUser(app, { name: 'Γιάννης', surname: 'Νικολάου' });
  people.giorgos = await createUser(app, { name: 'Γιώργος', surname: 'Παπαδόπουλος' });
  people.maria = await createUser(app, { name: 'Μαρία', surname: 'Παπαδοπούλου' });
  people.eleni = await createUser(app, { role: 'teacher', name: 'Ελένη', surname: 'Κωνσταντίνου' });
  people.pupil2 = await createUser(app, { needsReview: true, name: 'Ηλίας', surname: 'Ζαχαρίου' });
  people.banned = await createUser(app, { name: 'Bella', surname: 'Banned' });
  await app.db.update(users).set({ banned: true }).where(eq(users.id, people.banned.id));
  for (const who of ['creator', 'member', 'outsider', 'teacher', 'admin', 'pupil'] as const) {
    cookies[who] = await signIn(app, people[who].email, people[who].password);
  }
  const call = callerAs<Who>(() => app, cookies);
  const made = await call('POST', '/api/collaborations', 'creator', { title: 'Choir', thumbnailId: null, content: [{ type: 'paragraph', value: 'We sing.' }] });
  collaborationId = made.json().id;
  expect((await call('POST', `/api/collaborations/${collaborationId}/members`, 'creator', { userIds: [people.member.id, people.pupil.id] })).statusCode).toBe(200);
});
afterAll(() => app.close());

const call = callerAs<Who>(() => app, cookies);

/** The candidates `who` is offered for the query string `query`. */
async function offered(who: Who, query = ''): Promise<Candidates> {
  const response = await call('GET', `/api/collaborations/${collaborationId}/candidates${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const namesOf = (answer: Candidates) => answer.people.map((person) => `${person.name} ${person.surname}`);
const idsOf = (answer: Candidates) => answer.people.map((person) => person.id);

describe('searching by name', () => {
  it('finds the start of a name or a surname, whatever its case and Greek accents', async () => {
    expect(namesOf(await offered('creator', '?q=chr'))).toEqual(['Chris Outsider']);
    expect(namesOf(await offered('creator', '?q=OUTS'))).toEqual(['Chris Outsider']);
    expect(namesOf(await offered('creator', `?q=${encodeURIComponent('γιαν')}`))).toEqual(['Γιάννης Νικολάου']);
    expect(namesOf(await offered('creator', `?q=${encodeURIComponent('ΓΙΏΡ')}`))).toEqual(['Γιώργος Παπαδόπουλος']);
    expect(namesOf(await offered('creator', `?q=${encodeURIComponent('παπαδ')}`))).toEqual(['Γιώργος Παπαδόπουλος', 'Μαρία Παπαδοπούλου']);
  });

  it('finds a whole Greek name in another case of it', async () => {
    expect(namesOf(await offered('creator', `?q=${encodeURIComponent('Γιάννη')}`))).toEqual(['Γιάννης Νικολάου']);
    expect(namesOf(await offered('creator', `?q=${encodeURIComponent('Παπαδοπούλου')}`))).toEqual(['Γιώργος Παπαδόπουλος', 'Μαρία Παπαδοπούλου']);
  });

  it('every word typed must match: a name and the start of a surname', async () => {
    expect(namesOf(await offered('creator', `?q=${encodeURIComponent('Μαρία Παπ')}`))).toEqual(['Μαρία Παπαδοπούλου']);
    expect(namesOf(await offered('creator', `?q=${encodeURIComponent('Μαρία Νικ')}`))).toEqual([]);
  });

  it('matches names, not descriptions, and never fails on what is typed', async () => {
    await app.db.update(profiles).set({ description: 'Chess and chemistry' }).where(eq(profiles.userId, people.teacher.id));
    expect(namesOf(await offered('creator', '?q=chess'))).toEqual([]);
    for (const q of [`'`, `a:*`, `!(&|)`, `\\`, '<->', 'the', '🙂', '   ']) {
      expect((await call('GET', `/api/collaborations/${collaborationId}/candidates?q=${encodeURIComponent(q)}`, 'creator')).statusCode, q).toBe(200);
    }
  });

  it('without words, lists everyone who may be added, alphabetically', async () => {
    const all = await offered('creator');
    expect(namesOf(all)).toEqual([...namesOf(all)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(idsOf(all)).toEqual(expect.arrayContaining([people.outsider.id, people.teacher.id, people.admin.id, people.giannis.id, people.pupil2.id]));
    expect(all.more).toBe(false);
  });
});

describe('narrowing by kind', () => {
  it('pupils are the members who need review; members, teachers and admins are of their role and need none', async () => {
    expect(idsOf(await offered('creator', '?role=pupil'))).toEqual([people.pupil2.id]);
    expect(idsOf(await offered('creator', '?role=teacher'))).toEqual([people.teacher.id, people.eleni.id]);
    expect(idsOf(await offered('creator', '?role=admin'))).toEqual([people.admin.id]);
    const members = idsOf(await offered('creator', '?role=member'));
    expect(members).toEqual(expect.arrayContaining([people.outsider.id, people.giannis.id, people.giorgos.id, people.maria.id]));
    for (const other of [people.pupil2.id, people.teacher.id, people.eleni.id, people.admin.id]) expect(members).not.toContain(other);
  });

  it('a kind and a name together', async () => {
    expect(namesOf(await offered('creator', `?role=teacher&q=${encodeURIComponent('κωνσ')}`))).toEqual(['Ελένη Κωνσταντίνου']);
    expect(namesOf(await offered('creator', `?role=pupil&q=${encodeURIComponent('κωνσ')}`))).toEqual([]);
  });

  it('an empty kind is every kind', async () => {
    expect(idsOf(await offered('creator', '?role='))).toEqual(idsOf(await offered('creator')));
  });
});

describe('who is never offered', () => {
  it('the one asking, the creator, the executing members and disabled accounts', async () => {
    for (const who of ['creator', 'admin'] as const) {
      const ids = idsOf(await offered(who));
      expect(ids, who).not.toContain(people[who].id);
      for (const never of [people.creator.id, people.member.id, people.pupil.id, people.banned.id]) expect(ids, who).not.toContain(never);
    }
    expect(namesOf(await offered('creator', '?q=bella'))).toEqual([]);
    expect(namesOf(await offered('creator', '?q=anna'))).toEqual([]);
  });

  it('someone just added is offered no longer', async () => {
    const made = await call('POST', '/api/collaborations', 'creator', { title: 'Band', thumbnailId: null, content: [{ type: 'paragraph', value: 'We play.' }] });
    const id = made.json().id as string;
    const search = async () => (await call('GET', `/api/collaborations/${id}/candidates?q=chris`, 'creator')).json() as Candidates;
    expect(idsOf(await search())).toEqual([people.outsider.id]);
    await call('POST', `/api/collaborations/${id}/members`, 'creator', { userIds: [people.outsider.id] });
    expect(idsOf(await search())).toEqual([]);
  });
});

describe('bounds', () => {
  it(`sends at most ${CANDIDATES_MAX} (or the limit asked) and says when more match`, async () => {
    const many = Array.from({ length: CANDIDATES_MAX + 1 }, (_, n) => ({ id: `crowd-${n}`, name: 'Crowd', surname: `Person ${String(n).padStart(2, '0')}` }));
    await app.db.insert(users).values(many.map(({ id, name, surname }) => ({ id, name: `${name} ${surname}`, email: `${id}@school.test` })));
    await app.db.insert(profiles).values(many.map(({ id, name, surname }) => ({ userId: id, name, surname })));

    const first = await offered('creator', '?q=crowd');
    expect(first.people).toHaveLength(CANDIDATES_MAX);
    expect(first.more).toBe(true);
    expect(first.people[0]).toMatchObject({ name: 'Crowd', surname: 'Person 00' });
    expect((await offered('creator', '?q=crowd&limit=1000')).people).toHaveLength(CANDIDATES_MAX);
    expect(await offered('creator', '?q=crowd&limit=2')).toMatchObject({ people: [{ surname: 'Person 00' }, { surname: 'Person 01' }], more: true });
    expect(await offered('creator', '?q=crowd%2050')).toMatchObject({ people: [{ surname: 'Person 50' }], more: false });
  });

  it('refuses an unknown kind and a search over 100 characters, with the field and its code', async () => {
    const kind = await call('GET', `/api/collaborations/${collaborationId}/candidates?role=parent`, 'creator');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ error: { fields: { role: refusals.fields.candidate_role_invalid }, issues: { role: { code: 'candidate_role_invalid' } } } });
    const long = await call('GET', `/api/collaborations/${collaborationId}/candidates?q=${'a'.repeat(101)}`, 'creator');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { issues: { q: { code: 'search_too_long', values: { max: 100 } } } } });
    expect((await call('GET', `/api/collaborations/${collaborationId}/candidates?q=${'a'.repeat(100)}`, 'creator')).statusCode).toBe(200);
  });
});

describe('who may search', () => {
  it('the creator, an executing member and an admin; another member and a teacher not executing it are refused; a pupil executing it may not manage; a visitor signs in', async () => {
    const status = async (who?: Who) => (await call('GET', `/api/collaborations/${collaborationId}/candidates?q=chr`, who)).statusCode;
    expect(await status('creator')).toBe(200);
    expect(await status('member')).toBe(200);
    expect(await status('admin')).toBe(200);
    for (const who of ['outsider', 'teacher'] as const) {
      const refused = await call('GET', `/api/collaborations/${collaborationId}/candidates?q=chr`, who);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json(), who).toEqual({ error: { code: 'collaboration_access_denied', message: refusals.errors.collaboration_access_denied } });
    }
    const pupil = await call('GET', `/api/collaborations/${collaborationId}/candidates?q=chr`, 'pupil');
    expect(pupil.statusCode).toBe(403);
    expect(pupil.json()).toMatchObject({ error: { code: 'collaboration_manage_denied' } });
    expect(await status()).toBe(401);
  });
});
