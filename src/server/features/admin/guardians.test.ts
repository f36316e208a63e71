import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, guardianships } from '../../core/db/schema.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createUser, type TestUser } from '../../test/factories.js';

/**
 * An administrator links a guardian to a pupil and unlinks them: admins only, every bad pair
 * refused with words that say why, each change audited, and the guardian's session hearing of it
 * at once (they read the pupil's waiting post while linked, and not after).
 */
type Who = 'admin' | 'teacher' | 'member' | 'pupil' | 'guardian' | 'parent';
let app: App;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);
const people = {} as Record<Who, TestUser>;
let child: TestUser;
let postId: string;

beforeAll(async () => {
  app = await buildTestApp();
  people.admin = await createUser(app, { admin: true });
  people.teacher = await createUser(app, { role: 'teacher' });
  people.member = await createUser(app);
  people.pupil = await createUser(app, { needsReview: true });
  people.guardian = await createUser(app);
  // The parent this file links and unlinks.
  people.parent = await createUser(app, { name: 'Penelope', surname: 'Parent' });
  child = await createUser(app, { needsReview: true, name: 'Alexandros', surname: 'Mathitis' });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);

  const childCookie = await signIn(app, child.email, child.password);
  const thumbnail = await createImage(app, child.id);
  const created = await app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie: childCookie, origin: TEST_ORIGIN },
    payload: { title: 'Waiting for my teacher', thumbnailId: thumbnail.id, content: [{ type: 'paragraph', value: 'A story.' }], audience: 'members' },
  });
  postId = created.json().id;
}, 60_000);
afterAll(() => app?.close());

// `null` asks as a visitor.
const guardiansOf = (id: string, who: Who | null = 'admin') => call('GET', `/api/admin/members/${id}/guardians`, who ?? undefined);
const link = (pupilId: string, guardianId: unknown, who: Who | null = 'admin') => call('POST', `/api/admin/members/${pupilId}/guardians`, who ?? undefined, { guardianId });
const unlink = (pupilId: string, guardianId: string, who: Who | null = 'admin') => call('DELETE', `/api/admin/members/${pupilId}/guardians/${guardianId}`, who ?? undefined);
const readPost = (who: Who) => call('GET', `/api/posts/${postId}`, who);

describe('who may link guardians', () => {
  it('is administrators only: 401 for a visitor, 403 for teachers, members, pupils and guardians', async () => {
    const endpoints = [() => guardiansOf(child.id, null), () => link(child.id, people.parent.id, null), () => unlink(people.pupil.id, people.guardian.id, null)];
    for (const endpoint of endpoints) expect((await endpoint()).statusCode).toBe(401);
    for (const who of ['teacher', 'member', 'pupil', 'guardian'] as const) {
      for (const answer of [await guardiansOf(child.id, who), await link(child.id, people.parent.id, who), await unlink(people.pupil.id, people.guardian.id, who)]) {
        expect(answer.statusCode, who).toBe(403);
        expect(answer.json().error.code).toBe('admins_only');
      }
    }
    // Nothing was changed by the refused.
    expect(await app.db.select().from(guardianships).where(eq(guardianships.pupilId, child.id))).toHaveLength(0);
    expect((await guardiansOf(people.pupil.id)).json().guardians.map((g: { id: string }) => g.id)).toEqual([people.guardian.id]);
  });
});

describe('an administrator links and unlinks', () => {
  it('links a guardian, who reads the pupil’s waiting work at once; unlinking takes it away again', async () => {
    expect((await readPost('parent')).statusCode).toBe(404);

    const linked = await link(child.id, people.parent.id);
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toEqual({ guardians: [{ id: people.parent.id, name: 'Penelope', surname: 'Parent' }], children: [] });
    expect((await guardiansOf(people.parent.id)).json()).toEqual({ guardians: [], children: [{ id: child.id, name: 'Alexandros', surname: 'Mathitis' }] });
    const [made] = await app.db.select().from(guardianships).where(eq(guardianships.pupilId, child.id));
    expect(made).toMatchObject({ guardianId: people.parent.id, createdById: people.admin.id });
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'guardian.linked'), eq(auditLog.targetId, child.id)));
    expect(entry).toMatchObject({ actorId: people.admin.id, targetType: 'user', details: { guardianId: people.parent.id } });
    // The audit log names the guardian beside their id.
    const audit = (await call('GET', `/api/admin/audit?userId=${people.admin.id}&action=guardian.linked`, 'admin')).json();
    expect(audit.entries[0]).toMatchObject({ action: 'guardian.linked', targetLabel: 'Alexandros Mathitis', people: [{ id: people.parent.id, name: 'Penelope Parent' }] });

    // The session signed in before the link hears of it.
    expect((await readPost('parent')).statusCode).toBe(200);

    const unlinked = await unlink(child.id, people.parent.id);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json()).toEqual({ guardians: [], children: [] });
    expect((await readPost('parent')).statusCode).toBe(404);
    const [removed] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'guardian.unlinked'), eq(auditLog.targetId, child.id)));
    expect(removed).toMatchObject({ actorId: people.admin.id, details: { guardianId: people.parent.id } });

    const again = await unlink(child.id, people.parent.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('That member is not linked as this pupil’s guardian.');
  });

  it('refuses to link twice, saying they are linked already', async () => {
    const teacherParent = await createUser(app, { role: 'teacher' });
    // A teacher may be a pupil's parent too.
    expect((await link(child.id, teacherParent.id)).statusCode).toBe(201);
    const twice = await link(child.id, teacherParent.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'guardian_already_linked', message: 'This member is already linked as the pupil’s guardian.' });
    expect(await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'guardian.linked'), eq(auditLog.targetId, child.id)))).toHaveLength(2);
    expect((await unlink(child.id, teacherParent.id)).statusCode).toBe(200);
  });

  it('refuses a bad pair with words that say why, and stores nothing', async () => {
    const grown = await createUser(app);
    const missing = 'no-such-account';
    const cases: [string, unknown, number, object][] = [
      [missing, people.parent.id, 404, { message: 'That member could not be found.' }],
      [child.id, missing, 404, { message: 'That member could not be found.' }],
      [grown.id, people.parent.id, 409, { code: 'guardian_not_a_pupil', message: 'Only a pupil (a member whose work waits for review) has guardians.' }],
      [child.id, child.id, 400, { fields: { guardianId: 'A pupil cannot be their own guardian.' } }],
      [child.id, people.pupil.id, 400, { fields: { guardianId: 'A pupil cannot be another pupil’s guardian. Choose a parent’s or carer’s account.' } }],
      [child.id, '', 400, { fields: { guardianId: 'Choose the member who is this pupil’s guardian.' } }],
      [child.id, undefined, 400, { fields: { guardianId: 'Choose the member who is this pupil’s guardian.' } }],
    ];
    for (const [pupilId, guardianId, status, error] of cases) {
      const answer = await link(pupilId, guardianId);
      expect(answer.statusCode, `${pupilId} ${String(guardianId)}`).toBe(status);
      expect(answer.json().error, `${pupilId} ${String(guardianId)}`).toMatchObject(error);
    }
    expect(await app.db.select().from(guardianships).where(eq(guardianships.pupilId, child.id))).toHaveLength(0);
    expect((await guardiansOf(missing)).statusCode).toBe(404);
  });
});
