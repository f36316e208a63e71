import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, projects } from '../../core/db/schema.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { ensureFirstProjects } from './first-projects.js';

/**
 * The programme's projects: administrators keep them (teachers and members are refused), everyone
 * reads a project's page, members read who is in it (visitors never), teachers and administrators
 * add and take out people, a guardian sees the child they follow the project through; every bad
 * input refused with its field's words and nothing stored; each change audited.
 */
type Who = 'admin' | 'teacher' | 'member' | 'pupil' | 'guardian';
let app: App;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);
const people = {} as Record<Who, TestUser>;

beforeAll(async () => {
  app = await buildTestApp();
  people.admin = await createUser(app, { admin: true });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Theodora', surname: 'Teacher' });
  people.member = await createUser(app);
  people.pupil = await createUser(app, { needsReview: true, name: 'Petros', surname: 'Pupil' });
  people.guardian = await createUser(app);
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
}, 60_000);
afterAll(() => app?.close());

const robotics = { slug: 'robotics', nameEn: 'Robotics', nameEl: 'Ρομποτική', descriptionEn: 'We build robots.', descriptionEl: 'Φτιάχνουμε ρομπότ.', icon: '🤖', position: 1 };

describe('keeping the projects', () => {
  it('makes the first four once, on a new site, and never again', async () => {
    await ensureFirstProjects(app.db);
    await ensureFirstProjects(app.db);
    const list = (await call('GET', '/api/projects')).json();
    expect(list.projects.map((project: { slug: string; name: { en: string; el: string } }) => [project.slug, project.name.en, project.name.el])).toEqual([
      ['project-1', 'Project 1', 'Έργο 1'],
      ['project-2', 'Project 2', 'Έργο 2'],
      ['project-3', 'Project 3', 'Έργο 3'],
      ['project-4', 'Project 4', 'Έργο 4'],
    ]);
  });

  it('is for administrators: 401 for a visitor, 403 with words for teachers and members', async () => {
    expect((await call('POST', '/api/admin/projects', undefined, robotics)).statusCode).toBe(401);
    for (const who of ['teacher', 'member', 'pupil', 'guardian'] as const) {
      const answer = await call('POST', '/api/admin/projects', who, robotics);
      expect(answer.statusCode, who).toBe(403);
      expect(answer.json().error.code).toBe('admins_only');
      expect((await call('GET', '/api/projects?all=1', who)).statusCode, who).toBe(403);
    }
    expect(await app.db.select().from(projects).where(eq(projects.slug, 'robotics'))).toHaveLength(0);
  });

  it('refuses a bad project with each field’s words, and stores nothing', async () => {
    const answer = await call('POST', '/api/admin/projects', 'admin', { ...robotics, slug: 'Robotics Club!', nameEl: '  ', icon: 'ab', position: -1 });
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().error.fields;
    expect(fields.slug).toMatch(/lower-case/);
    expect(fields.nameEl).toBe('Please give the project a name.');
    expect(fields.icon).toBe('Choose one emoji, or none.');
    expect(fields.position).toMatch(/0 to 999/);
    expect(await app.db.select().from(projects).where(eq(projects.slug, 'robotics'))).toHaveLength(0);
  });

  it('creates one for everyone to read, refuses a taken address, and audits it', async () => {
    const created = await call('POST', '/api/admin/projects', 'admin', robotics);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'robotics', name: { en: 'Robotics', el: 'Ρομποτική' }, icon: '🤖', archived: false });
    const again = await call('POST', '/api/admin/projects', 'admin', { ...robotics, nameEn: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Another project already has that address.');

    const page = await call('GET', '/api/projects/robotics');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: { en: 'Robotics' }, description: { en: 'We build robots.', el: 'Φτιάχνουμε ρομπότ.' } });
    expect((await call('GET', '/api/projects/no-such')).json().error.message).toBe('That project could not be found.');
    // The circles and menus read the site's answer: the new project is there at once.
    const site = (await call('GET', '/api/site')).json();
    expect(site.projects.map((project: { slug: string }) => project.slug)).toContain('robotics');
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'project.created'));
    expect(entry).toMatchObject({ actorId: people.admin.id, targetType: 'project' });
  });

  it('renames and archives: an archived project leaves the circles but keeps its page', async () => {
    const [row] = await app.db.select().from(projects).where(eq(projects.slug, 'robotics'));
    const renamed = await call('PATCH', `/api/admin/projects/${row!.id}`, 'admin', { nameEn: 'Robots', archived: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: { en: 'Robots', el: 'Ρομποτική' }, archived: true });
    // What was not sent stays.
    expect((await call('GET', '/api/projects/robotics')).json().description.en).toBe('We build robots.');
    expect((await call('GET', '/api/site')).json().projects.map((project: { slug: string }) => project.slug)).not.toContain('robotics');
    expect((await call('GET', '/api/projects?all=1', 'admin')).json().projects.map((project: { slug: string }) => project.slug)).toContain('robotics');
    expect((await call('PATCH', `/api/admin/projects/${row!.id}`, 'admin', { nameEn: '' })).statusCode).toBe(400);
    // Another project's address is refused on a change as on a creation.
    const taken = await call('PATCH', `/api/admin/projects/${row!.id}`, 'admin', { slug: 'project-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.slug).toMatch(/lower-case/);
    expect((await call('PATCH', `/api/admin/projects/${row!.id}`, 'teacher', { archived: false })).statusCode).toBe(403);
    await call('PATCH', `/api/admin/projects/${row!.id}`, 'admin', { archived: false, nameEn: 'Robotics' });
  });
});

describe('who is in a project', () => {
  const members = (who?: Who) => call('GET', '/api/projects/robotics/members', who);
  const add = (userIds: unknown, who: Who | undefined = 'teacher') => call('POST', '/api/projects/robotics/members', who, { userIds });

  it('is never told to visitors', async () => {
    expect((await members()).statusCode).toBe(401);
    expect((await call('GET', '/api/projects/robotics/choices?q=pet')).statusCode).toBe(401);
  });

  it('is changed by teachers and administrators only', async () => {
    for (const who of ['member', 'pupil', 'guardian'] as const) {
      const answer = await add([people.pupil.id], who);
      expect(answer.statusCode, who).toBe(403);
      expect(answer.json().error.code).toBe('reviewers_only');
      expect((await call('GET', '/api/projects/robotics/choices?q=pet', who)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/projects/robotics/members/${people.pupil.id}`, who)).statusCode).toBe(403);
    }
    expect((await members('member')).json().members).toEqual([]);
  });

  it('refuses an empty list and anyone who is not a member, adding nobody', async () => {
    expect((await add([])).json().error.fields.userIds).toBe('Choose at least one person to add.');
    const unknown = await add([people.pupil.id, 'no-such-person']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Some of those people could not be found among the members.');
    expect((await members('teacher')).json().members).toEqual([]);
  });

  it('a teacher finds pupils by name and adds them; members read the list; the guardian sees their child', async () => {
    const found = (await call('GET', '/api/projects/robotics/choices?q=petr', 'teacher')).json();
    expect(found.people).toEqual([{ id: people.pupil.id, name: 'Petros', surname: 'Pupil', kind: 'pupil' }]);
    expect((await add([people.pupil.id, people.teacher.id])).statusCode).toBe(200);
    // Adding again changes nothing.
    expect((await add([people.pupil.id])).statusCode).toBe(200);
    // Those in it are offered no more.
    expect((await call('GET', '/api/projects/robotics/choices?q=petr', 'admin')).json().people).toEqual([]);

    const read = (await members('member')).json();
    expect(read.members).toEqual([
      { id: people.pupil.id, name: 'Petros', surname: 'Pupil', kind: 'pupil' },
      { id: people.teacher.id, name: 'Theodora', surname: 'Teacher', kind: 'teacher' },
    ]);
    expect(read).toMatchObject({ children: [], mayManage: false });
    expect((await members('guardian')).json()).toMatchObject({ children: [{ id: people.pupil.id, name: 'Petros' }], mayManage: false });
    expect((await members('teacher')).json().mayManage).toBe(true);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, 'project.members_added'));
    expect(entries).toHaveLength(1);
    expect((entries[0]!.details as { userIds: string[] }).userIds.sort()).toEqual([people.pupil.id, people.teacher.id].sort());
  });

  it('an administrator takes someone out; taking out one not in it is a 404', async () => {
    expect((await call('DELETE', `/api/projects/robotics/members/${people.pupil.id}`, 'admin')).statusCode).toBe(200);
    expect((await members('guardian')).json().children).toEqual([]);
    expect((await call('DELETE', `/api/projects/robotics/members/${people.pupil.id}`, 'admin')).statusCode).toBe(404);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'project.member_removed'))).toHaveLength(1);
  });
});
