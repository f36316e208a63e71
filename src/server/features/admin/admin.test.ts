import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_DETAIL_KEYS } from '../../../shared/constants.js';
import type { App } from '../../app.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';
import { totpCode } from '../../test/totp.js';

let app: App;
let admin: TestUser;
let adminCookie: string;
let member: TestUser;
let memberCookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { admin: true, name: 'Head', surname: 'Teacher' });
  member = await createUser(app, { name: 'Mia', surname: 'Member' });
  adminCookie = await signIn(app, admin.email, admin.password);
  memberCookie = await signIn(app, member.email, member.password);
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const session = async (cookie: string) => (await call('GET', '/api/session', cookie)).json().user;

describe('admin endpoints refuse everyone but admins', () => {
  const missing = '00000000-0000-4000-8000-000000000000';
  const endpoints: [Parameters<typeof call>[0], string, unknown?][] = [
    ['GET', '/api/admin/members'],
    ['POST', '/api/admin/members', { email: 'x@y.org', name: 'X', surname: 'Y' }],
    ['PATCH', '/api/admin/members/someone', { name: 'X', surname: 'Y' }],
    ['POST', '/api/admin/members/someone/password', {}],
    ['PUT', '/api/admin/members/someone/role', { role: 'admin' }],
    ['POST', '/api/admin/members/someone/disable'],
    ['POST', '/api/admin/members/someone/enable'],
    ['POST', '/api/admin/members/someone/reset-two-factor'],
    ['POST', '/api/admin/members/left', { ids: ['someone'] }],
    ['GET', '/api/admin/former-pupils'],
    ['PUT', '/api/admin/former-pupils', { years: 3, content: 'keep' }],
    ['GET', '/api/admin/members/someone/guardians'],
    ['POST', '/api/admin/members/someone/guardians', { guardianId: 'someone-else' }],
    ['DELETE', '/api/admin/members/someone/guardians/someone-else'],
    ['GET', '/api/admin/collaborations/deleted'],
    ['POST', `/api/admin/collaborations/${missing}/restore`],
    ['GET', '/api/admin/posts/unpublished'],
    ['POST', `/api/admin/posts/${missing}/unpublish`],
    ['POST', `/api/admin/posts/${missing}/publish`],
    ['GET', '/api/admin/contact-messages'],
    ['POST', `/api/admin/contact-messages/${missing}/read`],
    ['DELETE', `/api/admin/contact-messages/${missing}`],
    ['GET', '/api/admin/audit'],
  ];
  it.each(endpoints)('%s %s: 401 for a visitor, 403 for a member', async (method, url, body) => {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const refused = await call(method, url, memberCookie, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'admins_only', message: 'This is for administrators only.' } });
  });
});

describe('managing members', () => {
  it('creates a member with a generated password shown once, who then signs in', async () => {
    const created = await call('POST', '/api/admin/members', adminCookie, { email: 'New.Parent@School.test', name: 'New', surname: 'Parent' });
    expect(created.statusCode).toBe(201);
    const { id, generatedPassword } = created.json();
    expect(generatedPassword).toMatch(/^\S{16}$/);
    await expect(signIn(app, 'new.parent@school.test', generatedPassword)).resolves.toContain('agora.session_token=');
    const list = (await call('GET', '/api/admin/members?q=parent', adminCookie)).json();
    expect(list.members).toEqual([
      expect.objectContaining({ id, name: 'New', surname: 'Parent', email: 'new.parent@school.test', role: 'member', status: 'active', twoFactorEnabled: false, lastSignInAt: expect.any(String) }),
    ]);
  });

  it('refuses a duplicate email and a weak password, creating nothing', async () => {
    const before = (await call('GET', '/api/admin/members', adminCookie)).json().members.length;
    const duplicate = await call('POST', '/api/admin/members', adminCookie, { email: member.email, name: 'A', surname: 'B' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(`An account with the email ${member.email} already exists.`);
    const weak = await call('POST', '/api/admin/members', adminCookie, { email: 'weak@school.test', name: 'A', surname: 'B', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: 'The password must be at least 10 characters long.' });
    expect((await call('GET', '/api/admin/members', adminCookie)).json().members.length).toBe(before);
  });

  it('renames a member everywhere', async () => {
    const target = await createUser(app);
    expect((await call('PATCH', `/api/admin/members/${target.id}`, adminCookie, { name: 'Renamed', surname: 'Person' })).statusCode).toBe(200);
    const cookie = await signIn(app, target.email, target.password);
    expect(await session(cookie)).toMatchObject({ name: 'Renamed', surname: 'Person' });
  });

  it('resets a password, ending the member\'s sessions', async () => {
    const target = await createUser(app);
    const open = await signIn(app, target.email, target.password);
    const reset = await call('POST', `/api/admin/members/${target.id}/password`, adminCookie, { password: 'a-fresh-password-77' });
    expect(reset.json()).toEqual({ id: target.id, generatedPassword: null });
    expect(await session(open)).toBeNull();
    await expect(signIn(app, target.email, 'a-fresh-password-77')).resolves.toContain('agora.session_token=');
  });

  it('promotes and demotes, but never the last admin', async () => {
    const target = await createUser(app);
    expect((await call('PUT', `/api/admin/members/${target.id}/role`, adminCookie, { role: 'admin' })).statusCode).toBe(200);
    expect(await session(await signIn(app, target.email, target.password))).toMatchObject({ role: 'admin' });
    expect((await call('PUT', `/api/admin/members/${target.id}/role`, adminCookie, { role: 'member' })).statusCode).toBe(200);

    const lone = await buildTestApp();
    try {
      const onlyAdmin = await createUser(lone, { admin: true });
      const cookie = await signIn(lone, onlyAdmin.email, onlyAdmin.password);
      const refused = await lone.inject({ method: 'PUT', url: `/api/admin/members/${onlyAdmin.id}/role`, headers: { cookie, origin: TEST_ORIGIN }, payload: { role: 'member' } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('This is the last administrator: make someone else an administrator first.');
    } finally {
      await lone.close();
    }
  });

  it('disables an account: its sessions end and it cannot sign in until enabled again', async () => {
    const target = await createUser(app);
    const open = await signIn(app, target.email, target.password);
    expect((await call('POST', `/api/admin/members/${target.id}/disable`, adminCookie)).statusCode).toBe(200);
    expect(await session(open)).toBeNull();
    const refused = await call('POST', '/api/auth/sign-in/email', undefined, { email: target.email, password: target.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("This account is disabled. Please ask the programme's administrators for help.");
    expect((await call('POST', `/api/admin/members/${target.id}/enable`, adminCookie)).statusCode).toBe(200);
    await expect(signIn(app, target.email, target.password)).resolves.toContain('agora.session_token=');
  });

  it('an admin cannot disable their own account', async () => {
    const response = await call('POST', `/api/admin/members/${admin.id}/disable`, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(await session(adminCookie)).toMatchObject({ id: admin.id });
  });

  it('resets a member\'s second factor so they sign in with the password alone', async () => {
    const target = await createUser(app);
    let cookie = await signIn(app, target.email, target.password);
    const enrol = await call('POST', '/api/auth/two-factor/enable', cookie, { password: target.password });
    cookie = [cookie, ...enrol.cookies.map((c) => `${c.name}=${c.value}`)].join('; ');
    expect((await call('POST', '/api/auth/two-factor/confirm', cookie, { code: totpCode(enrol.json().secret) })).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/sign-in/email', undefined, { email: target.email, password: target.password })).json().twoFactorRequired).toBe(true);

    expect((await call('POST', `/api/admin/members/${target.id}/reset-two-factor`, adminCookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/sign-in/email', undefined, { email: target.email, password: target.password })).json().twoFactorRequired).toBe(false);
  });

  it('answers unknown members with 404', async () => {
    for (const [method, url, body] of [
      ['PATCH', '/api/admin/members/nobody', { name: 'A', surname: 'B' }],
      ['POST', '/api/admin/members/nobody/disable', undefined],
      ['PUT', '/api/admin/members/nobody/role', { role: 'admin' }],
    ] as const) {
      const response = await call(method, url, adminCookie, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('That member could not be found.');
    }
  });
});

describe('the audit log', () => {
  it('records admin actions and sign-ins, filterable by user and action', async () => {
    const target = await createUser(app);
    await call('POST', '/api/auth/sign-in/email', undefined, { email: target.email, password: 'wrong-password-1' });
    await signIn(app, target.email, target.password);
    await call('PUT', `/api/admin/members/${target.id}/role`, adminCookie, { role: 'admin' });

    const forTarget = (await call('GET', `/api/admin/audit?userId=${target.id}`, adminCookie)).json().entries;
    const actions = forTarget.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.sign_in', 'member.role_changed']));
    expect(forTarget.find((e: { action: string }) => e.action === 'member.role_changed')).toMatchObject({
      actor: { id: admin.id, name: 'Head', surname: 'Teacher' },
      targetType: 'user',
      targetId: target.id,
      details: { from: 'member', to: 'admin' },
    });
    const failures = (await call('GET', '/api/admin/audit?action=auth.sign_in_failed', adminCookie)).json().entries;
    expect(failures.some((e: { details: { email?: string } }) => e.details.email === target.email)).toBe(true);
    expect(JSON.stringify(failures)).not.toContain('wrong-password-1');
  });

  it('names what each entry is about, and the people its details mention, instead of bare ids', async () => {
    const target = await createUser(app, { name: 'Irini', surname: 'Samara' });
    await call('PATCH', `/api/admin/members/${target.id}`, adminCookie, { name: 'Irini', surname: 'Samaras' });
    const image = await createImage(app, target.id);
    const postId = await createPost(app, target.id, { title: 'Our trip to the sea', thumbnailId: image.id });
    await call('POST', `/api/admin/posts/${postId}/unpublish`, adminCookie);
    await call('DELETE', `/api/posts/${postId}`, adminCookie);

    const entries = (await call('GET', `/api/admin/audit?userId=${target.id}`, adminCookie)).json().entries as { action: string }[];
    expect(entries.find((e) => e.action === 'member.renamed')).toMatchObject({ targetLabel: 'Irini Samaras' });
    const posts = (await call('GET', '/api/admin/audit', adminCookie)).json().entries.filter((e: { targetId: string }) => e.targetId === postId);
    // Deleted now: the title the entry recorded names it; the author by name.
    for (const entry of posts) {
      expect(entry).toMatchObject({ targetType: 'post', targetLabel: 'Our trip to the sea', people: [{ id: target.id, name: 'Irini Samaras' }] });
    }
    expect(posts.map((e: { action: string }) => e.action)).toEqual(['post.deleted', 'post.unpublished']);
  });

  it('names the member it is narrowed to, so the filter shows them by name', async () => {
    const target = await createUser(app, { name: 'Nefeli', surname: 'Zervou' });
    await call('PUT', `/api/admin/members/${target.id}/role`, adminCookie, { role: 'teacher' });
    const page = (await call('GET', `/api/admin/audit?userId=${target.id}`, adminCookie)).json();
    expect(page.user).toEqual({ id: target.id, name: 'Nefeli', surname: 'Zervou' });
    expect((await call('GET', '/api/admin/audit', adminCookie)).json().user).toBeNull();
  });

  it('names a guardian and their pupil in a link’s details, and keeps an erased member’s entries with no name to show', async () => {
    const pupil = await createUser(app, { name: 'Danai', surname: 'Petrou', needsReview: true });
    const guardian = await createUser(app, { name: 'Sofia', surname: 'Petrou' });
    expect((await call('POST', `/api/admin/members/${pupil.id}/guardians`, adminCookie, { guardianId: guardian.id })).statusCode).toBe(201);
    const linked = (await call('GET', `/api/admin/audit?userId=${pupil.id}&action=guardian.linked`, adminCookie)).json().entries;
    expect(linked).toMatchObject([{ targetLabel: 'Danai Petrou', details: { guardianId: guardian.id }, people: [{ id: guardian.id, name: 'Sofia Petrou' }] }]);

    expect((await call('POST', `/api/admin/members/${guardian.id}/erase`, adminCookie, { keepPosts: true, successorId: null })).statusCode).toBe(200);
    // The link's entry stays, but the guardian's id names nobody now; the screen calls them a former member.
    const after = (await call('GET', `/api/admin/audit?userId=${pupil.id}&action=guardian.linked`, adminCookie)).json().entries;
    expect(after).toMatchObject([{ details: { guardianId: guardian.id }, people: [] }]);
    const erased = (await call('GET', `/api/admin/audit?userId=${guardian.id}`, adminCookie)).json();
    expect(erased.user).toBeNull();
    expect(erased.entries.find((e: { action: string }) => e.action === 'member.erased')).toMatchObject({ targetLabel: null, details: { keptPosts: true, successorId: null } });
  });

  it('records only details the admin screen has words for', async () => {
    const known = new Set<string>(AUDIT_DETAIL_KEYS);
    const unknown: string[] = [];
    for (let page = 1; ; page++) {
      const answer = (await call('GET', `/api/admin/audit?page=${page}`, adminCookie)).json();
      for (const entry of answer.entries as { action: string; details: Record<string, unknown> }[]) {
        unknown.push(...Object.keys(entry.details).filter((key) => !known.has(key)).map((key) => `${entry.action}: ${key}`));
      }
      if (!answer.hasNext) break;
    }
    expect(unknown).toEqual([]);
  });
});
