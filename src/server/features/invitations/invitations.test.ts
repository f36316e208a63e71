import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, collaborationMembers, invitations, users } from '../../core/db/schema.js';
import { buildTestApp, callerAs, sessionCookie, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { startSmtpServer, type SmtpTestServer } from '../../test/smtp-server.js';
import { hashInvitationToken } from './tokens.js';

/**
 * Invitations end to end on a real SMTP server process: who may make which, the mail and the
 * link, accepting (signed in with the role given), every way an invitation is closed, the
 * count of uses under a race, and the bad inputs.
 */
type Who = 'admin' | 'teacher' | 'otherTeacher' | 'member' | 'pupil';
let smtp: SmtpTestServer;
let app: App;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);
let collaborationId: string;
let addressCount = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Agora <agora@school.test>' } });
  const people: Record<Who, Awaited<ReturnType<typeof createUser>>> = {
    admin: await createUser(app, { admin: true, name: 'Anna', surname: 'Admin' }),
    teacher: await createUser(app, { role: 'teacher', name: 'Takis', surname: 'Teacher' }),
    otherTeacher: await createUser(app, { role: 'teacher' }),
    member: await createUser(app),
    pupil: await createUser(app, { needsReview: true }),
  };
  for (const [who, person] of Object.entries(people) as [Who, (typeof people)[Who]][]) cookies[who] = await signIn(app, person.email, person.password);
  const created = await call('POST', '/api/collaborations', 'teacher', { title: 'School garden', thumbnailId: null, content: [{ type: 'paragraph', value: 'We plant.' }] });
  collaborationId = created.json().id;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

/** A visitor's request from an address of its own, so the per-address limits stay out of the way. */
const asVisitor = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload, remoteAddress: `10.77.0.${++addressCount}` });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const newcomer = (email?: string) => ({ name: 'Nina', surname: 'Newcomer', password: 'a-long-new-password-9', ...(email ? { email } : {}) });
let emailCount = 0;
const freshEmail = () => `invitee-${++emailCount}-${Date.now()}@school.test`;

async function makeLink(who: Who, body: object = {}) {
  const response = await call('POST', '/api/invitations', who, { kind: 'link', role: 'pupil', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { invitation: { id: string; state: string }; link: string; qrSvg: string; mailed: boolean };
}

describe('who may invite whom', () => {
  it('admins invite anyone, teachers pupils only, members and pupils nobody, visitors are asked to sign in', async () => {
    for (const role of ['member', 'teacher', 'pupil']) expect((await call('POST', '/api/invitations', 'admin', { kind: 'link', role })).statusCode, role).toBe(201);
    expect((await call('POST', '/api/invitations', 'teacher', { kind: 'link', role: 'pupil' })).statusCode).toBe(201);
    for (const role of ['member', 'teacher']) {
      const refused = await call('POST', '/api/invitations', 'teacher', { kind: 'link', role });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('invitation_role_denied');
    }
    for (const who of ['member', 'pupil'] as const) {
      const refused = await call('POST', '/api/invitations', who, { kind: 'link', role: 'pupil' });
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().error.code).toBe('reviewers_only');
      expect((await call('GET', '/api/invitations', who)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/invitations', undefined, { kind: 'link', role: 'pupil' })).statusCode).toBe(401);
    expect((await call('GET', '/api/invitations')).statusCode).toBe(401);
  });

  it("lists everyone's invitations to admins and a teacher's own to them; a teacher cannot withdraw another's", async () => {
    const mine = await makeLink('teacher');
    const theirs = await makeLink('otherTeacher');
    const teacherList = (await call('GET', '/api/invitations', 'teacher')).json().invitations.map((i: { id: string }) => i.id);
    expect(teacherList).toContain(mine.invitation.id);
    expect(teacherList).not.toContain(theirs.invitation.id);
    const adminList = (await call('GET', '/api/invitations', 'admin')).json().invitations.map((i: { id: string }) => i.id);
    expect(adminList).toEqual(expect.arrayContaining([mine.invitation.id, theirs.invitation.id]));

    expect((await call('POST', `/api/invitations/${theirs.invitation.id}/revoke`, 'teacher')).statusCode).toBe(404);
    const withdrawn = await call('POST', `/api/invitations/${theirs.invitation.id}/revoke`, 'admin');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().state).toBe('revoked');
    const again = await call('POST', `/api/invitations/${theirs.invitation.id}/revoke`, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invitation_not_open');
    expect((await call('POST', `/api/invitations/${mine.invitation.id}/revoke`, 'teacher')).statusCode).toBe(200);
  });
});

describe('the collaboration an invitation brings its invitees into', () => {
  it("is one its maker may add people to: a teacher's own, not another's; an admin's any", async () => {
    expect((await call('POST', '/api/invitations', 'teacher', { kind: 'link', role: 'pupil', collaborationId })).statusCode).toBe(201);
    const other = await call('POST', '/api/invitations', 'otherTeacher', { kind: 'link', role: 'pupil', collaborationId });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ collaborationId: "Choose a collaboration you started or help run: its invitees join it as if you had added them." });
    const list = await call('POST', '/api/invitations/class/preview', 'otherTeacher', { csv: 'name,surname,email\nA,B,a@school.test', collaborationId });
    expect(list.statusCode).toBe(400);
    expect((await call('POST', '/api/invitations', 'admin', { kind: 'link', role: 'pupil', collaborationId })).statusCode).toBe(201);
  });
});

describe('an invitation by mail', () => {
  it('mails the link in the chosen language; accepting makes the account with that address, signed in, in the collaboration', async () => {
    const email = freshEmail();
    const since = smtp.received.length;
    const created = await call('POST', '/api/invitations', 'admin', { kind: 'email', role: 'member', email: email.toUpperCase(), language: 'el', collaborationId, days: 30 });
    expect(created.statusCode, created.body).toBe(201);
    const { invitation, link, qrSvg, mailed } = created.json();
    expect(mailed).toBe(true);
    expect(qrSvg).toContain('<svg');
    expect(invitation).toMatchObject({ kind: 'email', role: 'member', email, uses: 0, maxUses: 1, state: 'pending', collaboration: { id: collaborationId, title: 'School garden' } });
    expect(link.startsWith(`${TEST_ORIGIN}/join?token=`)).toBe(true);

    const mail = await smtp.mailTo(email, { since });
    expect(mail.subject).toBe('Πρόσκληση να γίνετε μέλος της Agora');
    expect(mail.text).toContain('Ο/Η Anna Admin σας προσκαλεί');
    expect(mail.text).toContain('«School garden»');
    expect(mail.text).toContain(link);

    // Only the token's hash is stored.
    const token = tokenOf(link);
    const [stored] = await app.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await asVisitor('/api/invitations/open', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ kind: 'email', role: 'member', email, collaborationTitle: 'School garden' });

    // The address is the invitation's, whatever the form sends.
    const accepted = await asVisitor('/api/invitations/accept', { token, ...newcomer('someone-else@school.test') });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ role: 'member', collaborationId });
    const cookie = sessionCookie(accepted);
    const session = (await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();
    expect(session.user).toMatchObject({ email, role: 'member' });
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user!.needsReview).toBe(false);
    expect(await app.db.select().from(collaborationMembers).where(and(eq(collaborationMembers.collaborationId, collaborationId), eq(collaborationMembers.userId, user!.id)))).toHaveLength(1);

    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.accepted'), eq(auditLog.targetId, invitation.id)));
    expect(entry).toMatchObject({ actorId: user!.id, targetType: 'invitation', details: { userId: user!.id, role: 'member' } });
    expect(await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.created'), eq(auditLog.targetId, invitation.id)))).toHaveLength(1);

    const listed = (await call('GET', '/api/invitations', 'admin')).json().invitations.find((i: { id: string }) => i.id === invitation.id);
    expect(listed).toMatchObject({ uses: 1, maxUses: 1, state: 'used' });
    const usedUp = await asVisitor('/api/invitations/accept', { token, ...newcomer() });
    expect(usedUp.statusCode).toBe(410);
    expect(usedUp.json().error.message).toBe('This invitation has already been used as many times as it allows. Please ask whoever invited you for a new one.');
  });

  it('is refused for an address that already has an account, and without an address', async () => {
    const member = await createUser(app);
    const taken = await call('POST', '/api/invitations', 'admin', { kind: 'email', role: 'member', email: member.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'email_in_use', fields: { email: 'This email is already in use.' } });
    const missing = await call('POST', '/api/invitations', 'admin', { kind: 'email', role: 'member' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ email: 'Please enter an email address.' });
  });
});

describe('a link', () => {
  it('makes up to its number of accounts, pupils whose work waits for review; the next is refused', async () => {
    const { link, invitation } = await makeLink('teacher', { uses: 3 });
    const token = tokenOf(link);
    for (let i = 0; i < 3; i++) {
      const email = freshEmail();
      const accepted = await asVisitor('/api/invitations/accept', { token, ...newcomer(email) });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json().role).toBe('pupil');
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ role: 'member', needsReview: true });
    }
    const fourth = await asVisitor('/api/invitations/accept', { token, ...newcomer(freshEmail()) });
    expect(fourth.statusCode).toBe(410);
    expect(fourth.json().error.code).toBe('invitation_used_up');
    const [stored] = await app.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.uses).toBe(3);
  });

  it('gives its last use to one of two invitees racing for it', async () => {
    const token = tokenOf((await makeLink('admin', { uses: 1 })).link);
    const answers = await Promise.all([asVisitor('/api/invitations/accept', { token, ...newcomer(freshEmail()) }), asVisitor('/api/invitations/accept', { token, ...newcomer(freshEmail()) })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410]);
  });

  it('asks a link invitee for their address, and gives the use back when the account cannot be made', async () => {
    const { link, invitation } = await makeLink('admin', { uses: 2 });
    const token = tokenOf(link);
    const noEmail = await asVisitor('/api/invitations/accept', { token, ...newcomer() });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields).toEqual({ email: 'Please enter an email address.' });
    const member = await createUser(app);
    const taken = await asVisitor('/api/invitations/accept', { token, ...newcomer(member.email) });
    expect(taken.statusCode).toBe(409);
    const weak = await asVisitor('/api/invitations/accept', { token, ...newcomer(freshEmail()), password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.issues.password.code).toBe('password_too_short');
    const [stored] = await app.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.uses).toBe(0);
  });
});

describe('an invitation that is not open', () => {
  it('says it expired, was withdrawn, or is unknown — and offers nothing else', async () => {
    const expired = await makeLink('admin');
    await app.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, expired.invitation.id));
    const revoked = await makeLink('admin');
    await call('POST', `/api/invitations/${revoked.invitation.id}/revoke`, 'admin');
    const cases = [
      [tokenOf(expired.link), 410, 'This invitation has expired. Please ask whoever invited you for a new one.'],
      [tokenOf(revoked.link), 410, 'This invitation was withdrawn. Please ask whoever invited you for a new one.'],
      ['not-a-token-anyone-was-given', 404, 'This invitation link is not valid. Please check that you opened the whole link, or ask whoever invited you for a new one.'],
    ] as const;
    for (const [token, status, message] of cases) {
      for (const url of ['/api/invitations/open', '/api/invitations/accept']) {
        const answer = await asVisitor(url, { token, ...newcomer(freshEmail()) });
        expect(answer.statusCode, `${url} ${token}`).toBe(status);
        expect(answer.json().error.message).toBe(message);
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
    }
    const listed = (await call('GET', '/api/invitations', 'admin')).json().invitations;
    expect(listed.find((i: { id: string }) => i.id === expired.invitation.id).state).toBe('expired');
    expect((await call('POST', `/api/invitations/${expired.invitation.id}/revoke`, 'admin')).statusCode).toBe(409);
  });

  it('refuses an empty token as an incomplete link', async () => {
    const answer = await asVisitor('/api/invitations/open', { token: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({ token: 'This invitation link is not complete. Please open the whole link you were given.' });
  });
});

describe('bad input when making one', () => {
  it('names each refused field and stores nothing', async () => {
    const before = (await app.db.select().from(invitations)).length;
    const cases = [
      [{ kind: 'letter', role: 'pupil' }, { kind: 'Choose email or link.' }],
      [{ kind: 'link', role: 'parent' }, { role: 'Choose member, teacher, pupil or guardian.' }],
      [{ kind: 'link', role: 'pupil', days: 91 }, { days: 'Choose between 1 and 90 days.' }],
      [{ kind: 'link', role: 'pupil', uses: 501 }, { uses: 'Choose between 1 and 500 uses.' }],
      [{ kind: 'link', role: 'pupil', uses: 0 }, { uses: 'Choose between 1 and 500 uses.' }],
      [{ kind: 'email', role: 'pupil', email: 'a@school.test', uses: 3 }, { uses: 'An email invitation is for one person.' }],
      [{ kind: 'email', role: 'pupil', email: 'not an address' }, { email: 'That is not a valid email address.' }],
      [{ kind: 'link', role: 'pupil', collaborationId: 'nonsense' }, { collaborationId: 'Choose a collaboration from the list.' }],
      [{ kind: 'link', role: 'pupil', collaborationId: '00000000-0000-4000-8000-000000000000' }, { collaborationId: 'Choose a collaboration from the list.' }],
    ] as const;
    for (const [body, fields] of cases) {
      const answer = await call('POST', '/api/invitations', 'admin', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await app.db.select().from(invitations)).length).toBe(before);
  });

  it('pages the list by ?before, and refuses a cursor that is not an id', async () => {
    expect((await call('GET', '/api/invitations?before=nonsense', 'admin')).statusCode).toBe(400);
    const first = (await call('GET', '/api/invitations', 'admin')).json();
    const last = first.invitations.at(-1);
    const next = (await call('GET', `/api/invitations?before=${last.id}`, 'admin')).json();
    expect(next.invitations.map((i: { id: string }) => i.id)).not.toContain(last.id);
  });
});

describe('a whole class at once', () => {
  const preview = (who: Who, body: object) => call('POST', '/api/invitations/class/preview', who, body);
  const send = (who: Who, body: object) => call('POST', '/api/invitations/class', who, body);

  it('previews every row with what keeps it from being invited, then mails the ready ones only', async () => {
    const taken = await createUser(app);
    const [maria, nikos] = [freshEmail(), freshEmail()];
    // Greek headers and roles, semicolons as a Greek spreadsheet saves them, a byte-order mark.
    const csv = [
      '\ufeffΌνομα;Επώνυμο;Email;Ρόλος',
      `Μαρία;Γεωργίου;${maria.toUpperCase()};Μαθήτρια`,
      `Νίκος;Παππάς;${nikos};`,
      `Ελένη;Κώστα;${taken.email};μαθήτρια`,
      ';Χωρίς όνομα;someone@school.test;μαθητής',
      `Άννα;Διπλή;${maria};μαθήτρια`,
      'Πέτρος;Λάθος;not-an-address;μαθητής',
      'Γιώργος;Δάσκαλος;teacher-x@school.test;εκπαιδευτικός',
    ].join('\n');
    const body = { csv, role: 'pupil', language: 'el', collaborationId };

    const checked = await preview('teacher', body);
    expect(checked.statusCode, checked.body).toBe(200);
    const { rows, ready, refused } = checked.json();
    expect(rows.map((row: { line: number; problems: object }) => [row.line, row.problems])).toEqual([
      [2, { email: 'class_list_duplicate' }],
      [3, {}],
      [4, { email: 'email_in_use' }],
      [5, { name: 'name_required' }],
      [6, { email: 'class_list_duplicate' }],
      [7, { email: 'email_invalid' }],
      [8, { role: 'class_list_role_denied' }],
    ]);
    expect([ready, refused]).toEqual([1, 6]);
    // A preview sends nothing and stores nothing.
    expect(await app.db.select().from(invitations).where(eq(invitations.email, nikos))).toHaveLength(0);

    const since = smtp.received.length;
    const sent = await send('teacher', body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ invited: 1, guardians: 0, mailed: 1, refused: 6 });
    const mail = await smtp.mailTo(nikos, { since });
    expect(mail.text).toContain('Γεια σας, Νίκος,');
    expect(mail.text).toContain('Takis Teacher');
    const [stored] = await app.db.select().from(invitations).where(eq(invitations.email, nikos));
    expect(stored).toMatchObject({ kind: 'email', role: 'pupil', name: 'Νίκος', surname: 'Παππάς', maxUses: 1, collaborationId });

    // The same list again invites nobody: the one ready before has an invitation waiting.
    const again = (await preview('teacher', body)).json();
    expect(again.rows[1].problems).toEqual({ email: 'class_list_already_invited' });
    expect(again.ready).toBe(0);

    // The invitee's form starts with the name the list gave.
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await asVisitor('/api/invitations/open', { token })).json()).toMatchObject({ name: 'Νίκος', surname: 'Παππάς', email: nikos, role: 'pupil' });
  });

  it("lets an admin invite every role from a list, and takes the list's role words in English", async () => {
    const email = freshEmail();
    const csv = `name,surname,email,role\nTom,Teach,${email},Teacher\n`;
    const checked = (await preview('admin', { csv })).json();
    expect(checked.rows[0]).toMatchObject({ role: 'teacher', problems: {} });
    expect((await send('admin', { csv })).json()).toMatchObject({ invited: 1 });
  });

  it("refuses a file it cannot use, saying why, and is for teachers and admins only", async () => {
    const cases = [
      ['', 'The list has no one on it. Please choose a CSV file with a line for each person.'],
      ['name,surname,email\n', 'The list has no one on it. Please choose a CSV file with a line for each person.'],
      ['first,second,third\na,b,c\n', 'The first line must name the columns: name, surname, email (and role).'],
      ['name,surname,email\n"unclosed,quote,here\n', 'This file could not be read as a CSV list. Please save it from your spreadsheet as CSV and try again.'],
      [`name,surname,email\n${'a,b,c@school.test\n'.repeat(501)}`, 'At most 500 people in one list, please.'],
    ] as const;
    for (const [csv, words] of cases) {
      const answer = await preview('admin', { csv });
      expect(answer.statusCode, csv.slice(0, 40)).toBe(400);
      expect(answer.json().error.fields, csv.slice(0, 40)).toEqual({ csv: words });
    }
    for (const who of ['member', 'pupil'] as const) expect((await preview(who, { csv: 'name,surname,email\na,b,c@school.test' })).statusCode).toBe(403);
    expect((await call('POST', '/api/invitations/class/preview', undefined, { csv: 'x' })).statusCode).toBe(401);
  });
});
