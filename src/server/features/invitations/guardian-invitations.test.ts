import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, guardianships, invitations, profiles, users } from '../../core/db/schema.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, sessionCookie, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createUser, type TestUser } from '../../test/factories.js';
import { startSmtpServer, type SmtpTestServer } from '../../test/smtp-server.js';

/**
 * Guardians' invitations on a real SMTP server process: who may invite a guardian and find the
 * pupil to name, what a guardian's invitation must name, the mail, the join page's words and the
 * list saying whose guardian the invitee becomes; accepting links them (and only then may the
 * guardian read the pupil's waiting work); a class list's guardians' column, its refusals, and the
 * links made whichever of guardian and pupil accepts first.
 */
type Who = 'admin' | 'teacher' | 'member' | 'pupil' | 'guardian';
let smtp: SmtpTestServer;
let app: App;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);
let alexandros: TestUser;
let addressCount = 0;
let emailCount = 0;
const freshEmail = () => `guardian-invitee-${++emailCount}-${Date.now()}@school.test`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Agora <agora@school.test>' } });
  alexandros = await createUser(app, { needsReview: true, name: 'Alexandros', surname: 'Mathitis' });
  const people: Record<Who, TestUser> = {
    admin: await createUser(app, { admin: true, name: 'Anna', surname: 'Admin' }),
    teacher: await createUser(app, { role: 'teacher', name: 'Takis', surname: 'Teacher' }),
    member: await createUser(app),
    pupil: await createUser(app, { needsReview: true }),
    guardian: await createUser(app),
  };
  // A guardian already, of another pupil: being one gives no right to invite.
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  for (const [who, person] of Object.entries(people) as [Who, TestUser][]) cookies[who] = await signIn(app, person.email, person.password);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

/** A visitor's request from an address of its own, so the per-address limits stay out of the way. */
const asVisitor = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload, remoteAddress: `10.78.0.${++addressCount}` });
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const joining = (name: string, email?: string) => ({ name, surname: 'Family', password: 'a-long-new-password-9', ...(email ? { email } : {}) });
const linked = async (guardianId: string, pupilId: string) =>
  (await app.db.select().from(guardianships).where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.pupilId, pupilId)))).length === 1;
const userByEmail = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0]!;

/** A pupil's post waiting for review, as they wrote it. */
async function waitingPost(pupil: TestUser, cookie: string) {
  const thumbnail = await createImage(app, pupil.id);
  const response = await app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { title: 'My first story', thumbnailId: thumbnail.id, content: [{ type: 'paragraph', value: 'It waits for my teacher.' }], audience: 'members' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}
const readPost = (id: string, cookie: string) => app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: { cookie } });

describe('who may invite a guardian', () => {
  it('admins and teachers invite guardians; a teacher still no teacher; members, pupils and guardians nobody; visitors are asked to sign in', async () => {
    const body = { kind: 'link', role: 'guardian', guardianOfId: alexandros.id };
    for (const who of ['admin', 'teacher'] as const) expect((await call('POST', '/api/invitations', who, body)).statusCode, who).toBe(201);
    const teacherInvitesTeacher = await call('POST', '/api/invitations', 'teacher', { kind: 'link', role: 'teacher' });
    expect(teacherInvitesTeacher.statusCode).toBe(403);
    expect(teacherInvitesTeacher.json().error.message).toBe('Teachers invite pupils and guardians; only administrators invite members and teachers.');
    for (const who of ['member', 'pupil', 'guardian'] as const) {
      const refused = await call('POST', '/api/invitations', who, body);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().error.code).toBe('reviewers_only');
    }
    expect((await call('POST', '/api/invitations', undefined, body)).statusCode).toBe(401);
  });

  it('finds pupils by name for teachers and admins only: not other members, nor disabled pupils, at most 20 at once', async () => {
    const disabled = await createUser(app, { needsReview: true, name: 'Alexia', surname: 'Disabled' });
    await app.db.update(users).set({ banned: true }).where(eq(users.id, disabled.id));
    const grown = await createUser(app, { name: 'Alexis', surname: 'Grownup' });
    for (const who of ['admin', 'teacher'] as const) {
      const found = await call('GET', '/api/invitations/pupils?q=alex', who);
      expect(found.statusCode, who).toBe(200);
      const ids = found.json().people.map((person: { id: string }) => person.id);
      expect(ids, who).toContain(alexandros.id);
      expect(ids, who).not.toContain(disabled.id);
      expect(ids, who).not.toContain(grown.id);
      expect(found.json().people.find((person: { id: string }) => person.id === alexandros.id)).toEqual({ id: alexandros.id, name: 'Alexandros', surname: 'Mathitis' });
    }
    // Greek names found without their accents, by the start of a word.
    const maria = await createUser(app, { needsReview: true, name: 'Μαρία', surname: 'Γεωργίου' });
    expect((await call('GET', `/api/invitations/pupils?q=${encodeURIComponent('γεωργ')}`, 'teacher')).json().people.map((p: { id: string }) => p.id)).toContain(maria.id);

    for (let i = 0; i < 21; i++) await createUser(app, { needsReview: true, name: 'Zoe', surname: `Many ${i}` });
    const many = (await call('GET', '/api/invitations/pupils?q=zoe', 'admin')).json();
    expect(many.people).toHaveLength(20);
    expect(many.more).toBe(true);

    for (const who of ['member', 'pupil', 'guardian'] as const) expect((await call('GET', '/api/invitations/pupils?q=alex', who)).statusCode, who).toBe(403);
    expect((await call('GET', '/api/invitations/pupils?q=alex')).statusCode).toBe(401);
    const long = await call('GET', `/api/invitations/pupils?q=${'a'.repeat(101)}`, 'admin');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ q: 'Search for at most 100 characters.' });
    // Two dozen accounts, each password hashed: slow on a busy machine.
  }, 120_000);
});

describe('what a guardian’s invitation names', () => {
  it('is an existing pupil who is not disabled; anything else is refused under the field, and nothing is stored', async () => {
    const member = await createUser(app);
    const disabled = await createUser(app, { needsReview: true });
    await app.db.update(users).set({ banned: true }).where(eq(users.id, disabled.id));
    const before = (await app.db.select().from(invitations)).length;
    const notPupil = 'Choose a pupil from the list: only a pupil’s account that is not disabled can be named.';
    const cases = [
      [{ kind: 'link', role: 'guardian' }, { guardianOfId: 'Choose the pupil whose guardian they will be.' }],
      [{ kind: 'email', role: 'guardian', email: freshEmail(), guardianOfId: '' }, { guardianOfId: 'Choose the pupil whose guardian they will be.' }],
      [{ kind: 'link', role: 'guardian', guardianOfId: 'no-such-account' }, { guardianOfId: notPupil }],
      [{ kind: 'link', role: 'guardian', guardianOfId: member.id }, { guardianOfId: notPupil }],
      [{ kind: 'link', role: 'guardian', guardianOfId: disabled.id }, { guardianOfId: notPupil }],
      [{ kind: 'link', role: 'pupil', guardianOfId: alexandros.id }, { guardianOfId: 'Only a guardian’s invitation names a pupil.' }],
      [{ kind: 'email', role: 'member', email: freshEmail(), guardianOfId: alexandros.id }, { guardianOfId: 'Only a guardian’s invitation names a pupil.' }],
    ] as const;
    for (const who of ['admin', 'teacher'] as const) {
      for (const [body, fields] of cases) {
        const answer = await call('POST', '/api/invitations', who, body);
        expect(answer.statusCode, `${who} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.json().error.fields, `${who} ${JSON.stringify(body)}`).toEqual(fields);
      }
    }
    expect((await app.db.select().from(invitations)).length).toBe(before);
  });
});

describe('a guardian invited by mail', () => {
  it('is told whose guardian they will be, in the mail, on the join page and in the list; accepting links them and lets them read the pupil’s waiting work', async () => {
    const pupilCookie = await signIn(app, alexandros.email, alexandros.password);
    const postId = await waitingPost(alexandros, pupilCookie);
    const email = freshEmail();
    const since = smtp.received.length;
    const created = await call('POST', '/api/invitations', 'teacher', { kind: 'email', role: 'guardian', email, guardianOfId: alexandros.id, language: 'en' });
    expect(created.statusCode, created.body).toBe(201);
    const { invitation, link } = created.json();
    expect(invitation).toMatchObject({ role: 'guardian', email, guardianOf: { name: 'Alexandros', surname: 'Mathitis' } });

    const mail = await smtp.mailTo(email, { since });
    expect(mail.text).toContain('Takis Teacher invites you to join Agora, the community site of our school activities programme, as a guardian.');
    expect(mail.text).toContain('Guardian of Alexandros Mathitis');
    expect(mail.text).toContain(link);

    const token = tokenOf(link);
    const opened = await asVisitor('/api/invitations/open', { token });
    expect(opened.json()).toMatchObject({ role: 'guardian', email, guardianOf: { name: 'Alexandros', surname: 'Mathitis' } });
    const listed = (await call('GET', '/api/invitations', 'teacher')).json().invitations.find((i: { id: string }) => i.id === invitation.id);
    expect(listed.guardianOf).toEqual({ name: 'Alexandros', surname: 'Mathitis' });

    const accepted = await asVisitor('/api/invitations/accept', { token, ...joining('Eleni') });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ role: 'guardian', collaborationId: null });
    const guardian = await userByEmail(email);
    expect(guardian).toMatchObject({ role: 'member', needsReview: false });
    expect(await linked(guardian.id, alexandros.id)).toBe(true);
    const [stored] = await app.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.acceptedById).toBe(guardian.id);
    // Guardians hear of their child's work by the daily email too.
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, guardian.id));
    expect(profile!.notificationDigest).toBe(true);
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'guardian.linked'), eq(auditLog.targetId, alexandros.id)));
    expect(entry).toMatchObject({ actorId: guardian.id, targetType: 'user', details: { guardianId: guardian.id, invitationId: invitation.id } });

    // Signed in at once, the guardian reads the post that waits; another member does not.
    const cookie = sessionCookie(accepted);
    expect((await readPost(postId, cookie)).statusCode).toBe(200);
    expect((await readPost(postId, cookies.member)).statusCode).toBe(404);
    expect((await readPost(postId, cookies.guardian)).statusCode).toBe(404);
  });

  it('by a link is linked to its named pupil too, each who accepts it', async () => {
    const pupil = await createUser(app, { needsReview: true, name: 'Nikos', surname: 'Pappas' });
    const { link } = (await call('POST', '/api/invitations', 'admin', { kind: 'link', role: 'guardian', guardianOfId: pupil.id, uses: 2 })).json();
    const [mother, father] = [freshEmail(), freshEmail()];
    for (const email of [mother, father]) expect((await asVisitor('/api/invitations/accept', { token: tokenOf(link), ...joining('Parent', email) })).statusCode).toBe(201);
    expect(await linked((await userByEmail(mother)).id, pupil.id)).toBe(true);
    expect(await linked((await userByEmail(father)).id, pupil.id)).toBe(true);
  });

  it('a pupil’s or member’s invitation links nobody, and leaves the daily email off', async () => {
    const email = freshEmail();
    const { link } = (await call('POST', '/api/invitations', 'admin', { kind: 'email', role: 'member', email })).json();
    expect((await asVisitor('/api/invitations/accept', { token: tokenOf(link), ...joining('Plain') })).statusCode).toBe(201);
    const member = await userByEmail(email);
    expect(await app.db.select().from(guardianships).where(eq(guardianships.guardianId, member.id))).toHaveLength(0);
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(profile!.notificationDigest).toBe(false);
  });
});

describe('a class list with guardians', () => {
  const preview = (who: Who, body: object) => call('POST', '/api/invitations/class/preview', who, body);
  const send = (who: Who, body: object) => call('POST', '/api/invitations/class', who, body);

  it('names every refusal of a guardian’s address at its row, and counts the guardians that will be invited', async () => {
    const existing = await createUser(app);
    const waiting = freshEmail();
    expect((await call('POST', '/api/invitations', 'admin', { kind: 'email', role: 'member', email: waiting })).statusCode).toBe(201);
    const [p1, p2, p3, p4, p5, p6, p7, g1, g2, shared] = [freshEmail(), freshEmail(), freshEmail(), freshEmail(), freshEmail(), freshEmail(), freshEmail(), freshEmail(), freshEmail(), freshEmail()];
    const csv = [
      'name,surname,email,role,guardians',
      `Ada,One,${p1},pupil,"${g1}; ${g2}"`,
      `Bo,Two,${p2},pupil,not-an-address`,
      `Cy,Three,${p3},pupil,${p3}`,
      `Di,Four,${p4},pupil,${existing.email}`,
      `Ed,Five,${p5},pupil,${waiting}`,
      `Fay,Six,${p6},pupil,${shared}`,
      `Gus,Seven,${p7},pupil,${shared}`,
      `Hal,Eight,${freshEmail()},member,${freshEmail()}`,
      `Ivy,Nine,${freshEmail()},guardian,`,
    ].join('\n');
    const checked = await preview('admin', { csv });
    expect(checked.statusCode, checked.body).toBe(200);
    const { rows, ready, guardians, refused } = checked.json();
    expect(rows.map((row: { line: number; problems: object }) => [row.line, row.problems])).toEqual([
      [2, {}],
      [3, { guardians: 'class_list_guardian_invalid' }],
      [4, { guardians: 'class_list_guardian_is_pupil' }],
      [5, { guardians: 'class_list_guardian_has_account' }],
      [6, { guardians: 'class_list_guardian_already_invited' }],
      [7, { guardians: 'class_list_guardian_duplicate' }],
      [8, { guardians: 'class_list_guardian_duplicate' }],
      [9, { guardians: 'class_list_guardian_not_pupil' }],
      [10, { role: 'class_list_guardian_row' }],
    ]);
    expect(rows[0].guardians).toEqual([
      { email: g1, problem: null },
      { email: g2, problem: null },
    ]);
    expect(rows[3].guardians).toEqual([{ email: existing.email, problem: 'class_list_guardian_has_account' }]);
    expect([ready, guardians, refused]).toEqual([1, 2, 8]);
    // A preview stores nothing.
    expect(await app.db.select().from(invitations).where(eq(invitations.email, g1))).toHaveLength(0);

    const sent = await send('admin', { csv });
    expect(sent.json()).toEqual({ invited: 3, guardians: 2, mailed: 3, refused: 8 });
    const [pupilInvitation] = await app.db.select().from(invitations).where(eq(invitations.email, p1));
    for (const email of [g1, g2]) {
      const [guardianInvitation] = await app.db.select().from(invitations).where(eq(invitations.email, email));
      expect(guardianInvitation).toMatchObject({ role: 'guardian', kind: 'email', maxUses: 1, guardianOfInvitationId: pupilInvitation!.id, collaborationId: null });
    }
  });

  it('takes Greek headers, and links guardian and pupil whichever accepts first', async () => {
    const [pupilFirst, guardianOfFirst, pupilSecond, guardianOfSecond] = [freshEmail(), freshEmail(), freshEmail(), freshEmail()];
    const csv = ['\ufeffΌνομα;Επώνυμο;Email;Κηδεμόνες', `Ρένα;Πρώτη;${pupilFirst};${guardianOfFirst}`, `Σάκης;Δεύτερος;${pupilSecond};${guardianOfSecond}`].join('\n');
    const since = smtp.received.length;
    // A teacher may send guardians too.
    const sent = await send('teacher', { csv, role: 'pupil', language: 'el' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ invited: 4, guardians: 2, mailed: 4, refused: 0 });
    const mails = Object.fromEntries(await Promise.all([pupilFirst, guardianOfFirst, pupilSecond, guardianOfSecond].map(async (email) => [email, await smtp.mailTo(email, { since })] as const)));
    expect(mails[guardianOfFirst]!.text).toContain('Κηδεμόνας του/της Ρένα Πρώτη');
    expect(mails[guardianOfFirst]!.text).toContain('ως κηδεμόνας');
    const opened = await asVisitor('/api/invitations/open', { token: tokenOf(mails[guardianOfSecond]!.text) });
    expect(opened.json()).toMatchObject({ role: 'guardian', guardianOf: { name: 'Σάκης', surname: 'Δεύτερος' } });

    const accept = async (email: string) => {
      const answer = await asVisitor('/api/invitations/accept', { token: tokenOf(mails[email]!.text), ...joining('Joiner') });
      expect(answer.statusCode, answer.body).toBe(201);
      return userByEmail(email);
    };
    // The pupil first, then their guardian.
    const rena = await accept(pupilFirst);
    expect(rena.needsReview).toBe(true);
    const renasGuardian = await accept(guardianOfFirst);
    expect(await linked(renasGuardian.id, rena.id)).toBe(true);
    // The guardian first (nothing to link yet), then the pupil.
    const sakisGuardian = await accept(guardianOfSecond);
    expect(await app.db.select().from(guardianships).where(eq(guardianships.guardianId, sakisGuardian.id))).toHaveLength(0);
    const sakis = await accept(pupilSecond);
    expect(await linked(sakisGuardian.id, sakis.id)).toBe(true);
    // Each link audited once, by whoever completed it.
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'guardian.linked'), eq(auditLog.targetId, sakis.id)));
    expect(entry).toMatchObject({ actorId: sakis.id, details: { guardianId: sakisGuardian.id } });

    // Linked after the guardian signed in, their session hears of it: they read the pupil's waiting post.
    const guardianCookie = await signIn(app, guardianOfSecond, 'a-long-new-password-9');
    const sakisUser: TestUser = { id: sakis.id, email: pupilSecond, password: 'a-long-new-password-9', name: 'Joiner', surname: 'Family' };
    const postId = await waitingPost(sakisUser, await signIn(app, pupilSecond, sakisUser.password));
    expect((await readPost(postId, guardianCookie)).statusCode).toBe(200);
    expect((await readPost(postId, await signIn(app, guardianOfFirst, 'a-long-new-password-9'))).statusCode).toBe(404);
    // Four accounts made and five sign-ins, each hashing a password.
  }, 90_000);

  it('is refused to members, pupils and guardians', async () => {
    for (const who of ['member', 'pupil', 'guardian'] as const) {
      expect((await preview(who, { csv: 'name,surname,email,guardians\na,b,c@school.test,d@school.test' })).statusCode, who).toBe(403);
    }
  });
});
