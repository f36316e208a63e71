import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { profiles } from '../../core/db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { startSmtpServer, type SmtpTestServer } from '../../test/smtp-server.js';

/** The daily email of unread notifications, end to end: a real SMTP server process receives it. */
let smtp: SmtpTestServer;
let app: App;
let creator: TestUser;
let creatorCookie: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Agora <agora@school.test>' } });
  creator = await createUser(app, { name: 'Anna', surname: 'Creator' });
  creatorCookie = await signIn(app, creator.email, creator.password);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

const call = (method: 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

/** A member added to a new collaboration of the creator's, so they have one unread notification. */
async function addedMember(overrides: Parameters<typeof createUser>[1] = {}) {
  const member = await createUser(app, overrides);
  const { id } = (await call('POST', '/api/collaborations', creatorCookie, { title: 'Bird boxes', thumbnailId: null, content: [{ type: 'paragraph', value: 'Wood.' }] })).json();
  expect((await call('POST', `/api/collaborations/${id}/members`, creatorCookie, { userIds: [member.id] })).statusCode).toBe(200);
  return { member, collaborationId: id as string };
}

describe('the daily notification email', () => {
  it('goes to a member who asked, lists what is unread with its address, and goes once a day at most', async () => {
    const { member, collaborationId } = await addedMember({ name: 'Irini' });
    const cookie = await signIn(app, member.email, member.password);
    expect((await call('PUT', '/api/notifications/settings', cookie, { digest: true })).json()).toEqual({ digest: true, canEmail: true });
    const since = smtp.received.length;
    const now = new Date();
    const run = await app.sendNotificationDigests!(now);
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const mail = await smtp.mailTo(member.email, { since });
    expect(mail.subject).toBe('Agora: 1 unread notification');
    expect(mail.text).toContain('Hello Irini,');
    expect(mail.text).toContain('Anna Creator added you to the collaboration “Bird boxes”.');
    expect(mail.text).toContain(`/collaboration-page/inactive/${collaborationId}`);
    expect(mail.text).toContain('/notifications');

    // Something new an hour later: still no second mail the same day; the next day, one.
    await call('POST', `/api/collaborations/${collaborationId}/items`, creatorCookie, { kind: 'help', title: 'Who has a saw?', content: [] });
    const sameDay = smtp.received.length;
    await app.sendNotificationDigests!(new Date(now.getTime() + 60 * 60 * 1000));
    await app.sendNotificationDigests!(new Date(now.getTime() + 25 * 60 * 60 * 1000));
    const next = await smtp.mailTo(member.email, { since: sameDay });
    expect(next.subject).toBe('Agora: 2 unread notifications');
    expect(next.text).toContain('Anna Creator asked for help in “Bird boxes”: Who has a saw?');
    expect(smtp.received.slice(sameDay).filter((m) => m.to.includes(member.email))).toHaveLength(1);
  });

  it('goes to no one who did not ask, has nothing new unread, or is disabled; and speaks the member’s language', async () => {
    const { member: quiet } = await addedMember();
    const { member: reader } = await addedMember();
    const { member: greek } = await addedMember({ name: 'Ελένη' });
    const { member: disabled } = await addedMember();
    for (const who of [reader, greek, disabled]) await app.db.update(profiles).set({ notificationDigest: true }).where(eq(profiles.userId, who.id));
    await app.db.update(profiles).set({ language: 'el' }).where(eq(profiles.userId, greek.id));
    await call('POST', '/api/notifications/read-all', await signIn(app, reader.email, reader.password));
    const admin = await createUser(app, { admin: true });
    await call('POST', `/api/admin/members/${disabled.id}/disable`, await signIn(app, admin.email, admin.password));
    const since = smtp.received.length;
    await app.sendNotificationDigests!(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    const mail = await smtp.mailTo(greek.email, { since });
    expect(mail.subject).toBe('Agora: 1 μη αναγνωσμένη ειδοποίηση');
    expect(mail.text).toContain('Anna Creator σας πρόσθεσε στη συνεργασία «Bird boxes».');
    const recipients = smtp.received.slice(since).flatMap((m) => m.to);
    for (const who of [quiet, reader, disabled]) expect(recipients).not.toContain(who.email);
  });

  it('tells a teacher, from their first day, that pupils’ work waits for their review: one line however much waits, with the queue’s address', async () => {
    const teacher = await createUser(app, { name: 'Maria', role: 'teacher' });
    const pupil = await createUser(app, { needsReview: true });
    const pupilCookie = await signIn(app, pupil.email, pupil.password);
    for (const title of ['First den', 'Second den']) {
      expect((await call('POST', '/api/collaborations', pupilCookie, { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'Sticks.' }] })).statusCode).toBe(201);
    }
    const since = smtp.received.length;
    await app.sendNotificationDigests!(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    const mail = await smtp.mailTo(teacher.email, { since });
    expect(mail.subject).toBe('Agora: 1 unread notification');
    expect(mail.text).toContain('Pupils’ work is waiting for your review.');
    expect(mail.text).toMatch(/\/review\n/);
    expect(smtp.received.slice(since).flatMap((m) => m.to)).not.toContain(pupil.email);
  });
});
