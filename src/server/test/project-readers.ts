import { expect } from 'vitest';
import type { App } from '../app.js';
import { linkGuardian } from '../core/people/guardians.js';
import { callerAs, signIn } from './build-app.js';
import { createUser, type TestUser } from './factories.js';

/**
 * The readers the roads of a project's own things are proven for (decisions 0053, 0054): the
 * project's teacher and pupil, the pupil's guardian, a member of another project, a member in
 * none, a teacher outside it, an administrator.
 */
export type ProjectReader = 'teacher' | 'pupil' | 'guardian' | 'inAnother' | 'member' | 'teacherElsewhere' | 'admin';

/**
 * Makes them, signed in, and two projects: 'weather' (the teacher and the pupil in it) and
 * 'theatre' (the member of another project). Answers the projects' ids and a caller as each.
 */
export async function setUpProjectReaders(app: App) {
  const people = {} as Record<ProjectReader, TestUser>;
  const cookies = {} as Record<ProjectReader, string>;
  const call = callerAs<ProjectReader>(() => app, cookies);
  people.teacher = await createUser(app, { name: 'Anna', surname: 'Teacher', role: 'teacher' });
  people.pupil = await createUser(app, { name: 'Ilias', surname: 'Pupil', needsReview: true });
  people.guardian = await createUser(app, { name: 'Maria', surname: 'Guardian' });
  people.inAnother = await createUser(app, { name: 'Petros', surname: 'Elsewhere' });
  people.member = await createUser(app, { name: 'Other', surname: 'Member' });
  people.teacherElsewhere = await createUser(app, { name: 'Eleni', surname: 'Outside', role: 'teacher' });
  people.admin = await createUser(app, { admin: true });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  for (const who of Object.keys(people) as ProjectReader[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
  for (const [slug, name] of [['weather', 'Weather station'], ['theatre', 'Theatre']]) {
    const made = await call('POST', '/api/admin/projects', 'admin', { slug, nameEn: name, nameEl: name });
    expect(made.statusCode, made.body).toBe(201);
  }
  const idOf = async (slug: string) => ((await call('GET', `/api/projects/${slug}`)).json() as { id: string }).id;
  expect((await call('POST', '/api/projects/weather/members', 'teacher', { userIds: [people.teacher.id, people.pupil.id] })).statusCode).toBe(200);
  expect((await call('POST', '/api/projects/theatre/members', 'teacher', { userIds: [people.inAnother.id] })).statusCode).toBe(200);
  return { people, cookies, call, weatherId: await idOf('weather'), theatreId: await idOf('theatre') };
}
