import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { contactMessages } from '../../core/db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';

let app: App;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await createUser(app, { admin: true });
  const member = await createUser(app);
  adminCookie = await signIn(app, admin.email, admin.password);
  memberCookie = await signIn(app, member.email, member.password);
});
afterAll(() => app.close());

const send = (payload: unknown, ip = '10.1.1.1') =>
  app.inject({ method: 'POST', url: '/api/contact', headers: { origin: TEST_ORIGIN }, payload: payload as object, remoteAddress: ip });
const stored = async () => app.db.select().from(contactMessages);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('POST /api/contact', () => {
  it('stores a visitor\'s message, which an admin reads newest first', async () => {
    const response = await send({ name: ' Katerina ', email: 'katerina@example.org', message: 'Can my son join the robotics club?' }, '10.0.0.1');
    expect(response.statusCode).toBe(201);
    await send({ name: 'Yannis', email: 'yannis@example.org', message: 'Thank you for the concert!' }, '10.0.0.2');
    const inbox = await app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: { cookie: adminCookie } });
    expect(inbox.statusCode).toBe(200);
    const [newest, older] = inbox.json().messages;
    expect(newest).toMatchObject({ name: 'Yannis', readAt: null });
    expect(older).toMatchObject({ name: 'Katerina', email: 'katerina@example.org', message: 'Can my son join the robotics club?' });
  });

  it.each([
    ['no name', { name: '', email: 'a@b.org', message: 'Hi' }, { name: 'Please enter your name.' }],
    ['no email', { name: 'A', message: 'Hi' }, { email: 'Please enter your email address.' }],
    ['a malformed email', { name: 'A', email: 'not-an-email', message: 'Hi' }, { email: 'Please enter a valid email address, such as name@example.com.' }],
    ['no message', { name: 'A', email: 'a@b.org', message: '   ' }, { message: 'Please write a message.' }],
    ['an over-long message', { name: 'A', email: 'a@b.org', message: 'x'.repeat(5001) }, { message: 'Your message can be at most 5000 characters long.' }],
    ['an over-long name', { name: 'x'.repeat(101), email: 'a@b.org', message: 'Hi' }, { name: 'Your name can be at most 100 characters long.' }],
  ])('refuses %s with a message for the field, storing nothing', async (name, body, fields) => {
    const before = (await stored()).length;
    const response = await send(body, `10.9.9.${name.length}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject(fields);
    expect((await stored()).length).toBe(before);
  });

  it('stores script and SQL as plain text', async () => {
    const hostile = { name: "Robert'); DROP TABLE contact_messages;--", email: 'bobby@tables.org', message: '<script>alert(1)</script>' };
    expect((await send(hostile, '10.3.3.3')).statusCode).toBe(201);
    const rows = await stored();
    expect(rows.find((r) => r.email === 'bobby@tables.org')).toMatchObject({ name: hostile.name, message: hostile.message });
  });

  it('limits one client to five messages in ten minutes, with a clear 429', async () => {
    const ok = { name: 'Flood', email: 'flood@example.org', message: 'Again' };
    for (let i = 0; i < 5; i++) expect((await send(ok, '10.7.7.7')).statusCode).toBe(201);
    const refused = await send(ok, '10.7.7.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: 'Too many attempts. Please wait 10 minutes and try again.', values: { count: 10 } } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await send(ok, '10.7.7.8')).statusCode).toBe(201);
  });

  it('does not count refused messages: after six forms sent back for typos, the good one is taken', async () => {
    for (let i = 0; i < 6; i++) expect((await send({ name: 'Typo', email: 'typo@example', message: 'Hi' }, '10.6.6.6')).statusCode).toBe(400);
    expect((await send({ name: 'Typo', email: 'typo@example.org', message: 'Hi' }, '10.6.6.6')).statusCode).toBe(201);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('is for admins only: 401 for visitors, 403 for members', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode).toBe(401);
    const member = await app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: { cookie: memberCookie } });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ error: { code: 'admins_only', message: 'This is for administrators only.' } });
  });
});

describe('the inbox', () => {
  it('marks a contact message read and deletes it', async () => {
    await call('POST', '/api/contact', undefined, { name: 'Parent', email: 'p@example.org', message: 'Hello' });
    const [message] = (await call('GET', '/api/admin/contact-messages', adminCookie)).json().messages;
    expect((await call('POST', `/api/admin/contact-messages/${message.id}/read`, adminCookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/contact-messages', adminCookie)).json().messages[0].readAt).toEqual(expect.any(String));
    expect((await call('DELETE', `/api/admin/contact-messages/${message.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/contact-messages/${message.id}`, adminCookie)).statusCode).toBe(404);
  });
});
