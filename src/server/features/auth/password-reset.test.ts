import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog } from '../../core/db/schema.js';
import { buildTestApp, sessionCookie, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { startSmtpServer, type SmtpTestServer } from '../../test/smtp-server.js';

/** "Forgot password?" end to end: a real SMTP server process receives the mail, the test follows its link. */
let smtp: SmtpTestServer;
let app: App;
let addressCount = 0;
/** Each request from its own address, so the per-address limits stay out of the way. */
const nextAddress = () => `10.55.0.${++addressCount}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Agora <agora@school.test>' } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

const post = (url: string, payload: object, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers, ...(cookie ? { cookie } : {}) }, payload, remoteAddress: nextAddress() });
const tokenOf = (text: string) => /\/reset-password\?token=([A-Za-z0-9]+)/.exec(text)?.[1];

describe('resetting a forgotten password by mail', () => {
  it('says the site can do it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/password-reset' })).json()).toEqual({ byMail: true });
  });

  it('mails a link; the new password then works, the old one and every open session do not', async () => {
    const member = await createUser(app, { name: 'Sofia', surname: 'Kosta' });
    const before = await signIn(app, member.email, member.password);
    const since = smtp.received.length;
    const asked = await post('/api/auth/forgot-password', { email: member.email.toUpperCase() });
    expect(asked.statusCode, asked.body).toBe(200);

    const mail = await smtp.mailTo(member.email, { since });
    expect(mail.from).toBe('"Agora" <agora@school.test>');
    expect(mail.subject).toBe('Choose a new password for Agora');
    expect(mail.text).toContain('Hello Sofia Kosta,');
    expect(mail.text).toContain(`${TEST_ORIGIN}/reset-password?token=`);
    const token = tokenOf(mail.text)!;

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-password-7' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email: member.email, password: member.password })).statusCode).toBe(401);
    expect(sessionCookie(await post('/api/auth/sign-in/email', { email: member.email, password: 'a-brand-new-password-7' }))).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: before } })).json()).toEqual({ user: null });

    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.password_reset_by_mail'), eq(auditLog.targetId, member.id)));
    expect(entry).toMatchObject({ actorId: member.id, targetType: 'user' });

    // A link works once.
    const again = await post('/api/auth/reset-password', { token, newPassword: 'yet-another-password-8' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link has expired or was already used. Please ask for a new one.');
  });

  it('writes the mail in the language the reader asked in: their choice, else their browser\'s', async () => {
    const member = await createUser(app, { name: 'Eleni', surname: 'Dimou' });
    let since = smtp.received.length;
    expect((await post('/api/auth/forgot-password', { email: member.email }, 'agora_lang=el', { 'accept-language': 'en' })).statusCode).toBe(200);
    const greek = await smtp.mailTo(member.email, { since });
    expect(greek.subject).toBe('Επιλέξτε νέο κωδικό πρόσβασης για την Agora');
    expect(greek.text).toContain('Γεια σας, Eleni Dimou,');
    expect(greek.text).toContain(`${TEST_ORIGIN}/reset-password?token=`);

    since = smtp.received.length;
    expect((await post('/api/auth/forgot-password', { email: member.email }, undefined, { 'accept-language': 'el-GR,el;q=0.9' })).statusCode).toBe(200);
    expect((await smtp.mailTo(member.email, { since })).subject).toBe('Επιλέξτε νέο κωδικό πρόσβασης για την Agora');
  });

  it('answers an email no account uses exactly as one it does, and sends nothing', async () => {
    const since = smtp.received.length;
    const asked = await post('/api/auth/forgot-password', { email: 'nobody-here@school.test' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true });
    await expect(smtp.mailTo('nobody-here@school.test', { since, ms: 700 })).rejects.toThrow(/no mail/);
  });

  it('refuses a weak new password at the field, keeping the link usable', async () => {
    const member = await createUser(app);
    const since = smtp.received.length;
    await post('/api/auth/forgot-password', { email: member.email });
    const token = tokenOf((await smtp.mailTo(member.email, { since })).text)!;
    const weak = await post('/api/auth/reset-password', { token, newPassword: 'aaaaaaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toBe('The password is too easy to guess: use more different characters.');
    expect((await post('/api/auth/reset-password', { token, newPassword: 'a-good-new-password-9' })).statusCode).toBe(200);
  });

  it('refuses a made-up or cut-off link', async () => {
    const madeUp = await post('/api/auth/reset-password', { token: 'A'.repeat(24), newPassword: 'a-good-new-password-9' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.message).toBe('This link has expired or was already used. Please ask for a new one.');
    const cut = await post('/api/auth/reset-password', { token: 'abc', newPassword: 'a-good-new-password-9' });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.fields.token).toBe('This link is not complete. Please open the whole link from the email.');
  });

  it('sends one account at most three links an hour, whoever asks, without saying so', async () => {
    const member = await createUser(app);
    const since = smtp.received.length;
    for (let i = 0; i < 4; i++) expect((await post('/api/auth/forgot-password', { email: member.email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.slice(since).filter((mail) => mail.to.includes(member.email))).toHaveLength(3);
  });
});

describe('a site that cannot send mail', () => {
  it('says so, and sends people to an administrator', async () => {
    const noMail = await buildTestApp();
    try {
      expect((await noMail.inject({ method: 'GET', url: '/api/auth/password-reset' })).json()).toEqual({ byMail: false });
      const asked = await noMail.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { origin: TEST_ORIGIN }, payload: { email: 'a@school.test' } });
      expect(asked.statusCode).toBe(409);
      expect(asked.json().error.message).toBe(
        "This site cannot send email, so a forgotten password is reset by the programme's administrators. Please ask one of them.",
      );
    } finally {
      await noMail.close();
    }
  });
});
