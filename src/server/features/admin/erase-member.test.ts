import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail } from '../../../shared/schemas/posts.js';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';

/**
 * Erasure (GDPR article 17): an administrator erases a member. Nothing of the member remains
 * in the database (every table read as text) or in storage (every file listed), but the audit
 * log's record of what administrators did, which says who erased them.
 */
type Role = 'admin' | 'pupil' | 'keeper' | 'successor' | 'member';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);

async function upload(who: Role, folder = 'blog'): Promise<{ id: string; src: string }> {
  const body = fileUpload(await picture('png', 400, 300), 'picture.png', 'image/png');
  const response = await app.inject({ method: 'POST', url: `/api/media?folder=${folder}`, headers: { origin: TEST_ORIGIN, cookie: cookies[who], ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function post(who: Role, title: string, audience: 'everyone' | 'members') {
  const [thumbnail, image] = [await upload(who), await upload(who)];
  const content = [{ type: 'paragraph', value: 'Words.' }, { type: 'image', value: image.id, alt: '' }];
  const response = await call('POST', '/api/posts', who, { title, thumbnailId: thumbnail.id, content, audience });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const PHONE_ADDRESS = '10.9.8.7';
const RENAMED_SURNAME = 'Corrected-Surname';

/** A member with a bit of everything: photo, posts, a collaboration of their own, a joined one, a help request, notifications, sign-ins, a download, a message. */
async function giveALife(who: Role) {
  const photo = await createImage(app, people[who].id, 'profile');
  expect((await call('PUT', '/api/profile', who, { description: 'Hi.', telephone: '+30 210 111 1111', email: null, facebook: null, instagram: null, imageId: photo.id })).statusCode).toBe(200);
  const posts = [await post(who, `Public by ${who}`, 'everyone'), await post(who, `Private by ${who}`, 'members')];
  const thumbnail = await upload(who, 'collaboration');
  const own = ((await call('POST', '/api/collaborations', who, { title: `Pond of ${who}`, thumbnailId: thumbnail.id, content: [{ type: 'paragraph', value: 'Idea.' }] })).json() as { id: string }).id;
  const joined = ((await call('POST', '/api/collaborations', 'member', { title: `Garden for ${who}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Idea.' }] })).json() as { id: string }).id;
  expect((await call('POST', `/api/collaborations/${joined}/members`, 'member', { userIds: [people[who].id] })).statusCode).toBe(200);
  expect((await call('POST', `/api/collaborations/${joined}/items`, who, { kind: 'help', title: `Help from ${who}`, content: [] })).statusCode).toBe(201);
  expect((await call('POST', '/api/account/export', who)).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/contact', headers: { origin: TEST_ORIGIN }, payload: { name: 'A parent', email: people[who].email, message: 'Hello.' } })).statusCode).toBeLessThan(300);
  // A mistyped password from their phone's address, and an administrator correcting their name.
  const failed = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN }, payload: { email: people[who].email, password: 'not-the-password-1' }, remoteAddress: PHONE_ADDRESS });
  expect(failed.statusCode).toBe(401);
  expect((await call('PATCH', `/api/admin/members/${people[who].id}`, 'admin', { name: `${people[who].name}ia`, surname: RENAMED_SURNAME })).statusCode).toBe(200);
  return { posts, own, joined };
}

/** Every row of every table of ours, as text, where `needle` occurs; the audit log apart. */
async function rowsMentioning(needle: string): Promise<string[]> {
  const tables = ((await app.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%'`)) as unknown as { rows: { tablename: string }[] }).rows;
  const found: string[] = [];
  for (const { tablename } of tables) {
    if (tablename === 'audit_log') continue;
    const rows = ((await app.db.execute(sql`select t::text as row from ${sql.identifier(tablename)} t where position(${needle} in t::text) > 0`)) as unknown as { rows: { row: string }[] }).rows;
    found.push(...rows.map((row) => `${tablename}: ${row.row}`));
  }
  return found;
}

async function storedNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const file of app.mediaStorage.list()) names.add(file.name);
  return names;
}

async function filesOf(userId: string): Promise<string[]> {
  const rows = ((await app.db.execute(sql`select key, variants from media where owner_id = ${userId}`)) as unknown as { rows: { key: string; variants: number[] }[] }).rows;
  return rows.flatMap((row) => row.variants.map((width) => `${row.key}-${width}.webp`));
}


let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

const storages = [
  ['a local folder', () => ({})],
  ['a bucket', () => s3.env],
] as const;

describe.each(storages)('erasing a member, pictures in %s', (_where, env) => {
  beforeAll(async () => {
    app = await buildTestApp({ env: env() });
    people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
    people.pupil = await createUser(app, { name: 'Pia', surname: 'Pupil', email: 'pia.pupil@school.test' });
    people.keeper = await createUser(app, { name: 'Kim', surname: 'Kept', email: 'kim.kept@school.test' });
    people.successor = await createUser(app, { name: 'Sam', surname: 'Successor' });
    people.member = await createUser(app, { name: 'Max', surname: 'Member' });
    for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  });
  afterAll(() => app.close());

  it('is for administrators: a visitor is asked to sign in, a member refused; an admin does not erase themself', async () => {
    const body = { keepPosts: false, successorId: null };
    expect((await call('POST', `/api/admin/members/${people.pupil.id}/erase`, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/members/${people.pupil.id}/erase`, 'member', body)).statusCode).toBe(403);
    const self = await call('POST', `/api/admin/members/${people.admin.id}/erase`, 'admin', body);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: { code: 'own_erasure' } });
    expect((await call('POST', '/api/admin/members/nobody/erase', 'admin', body)).statusCode).toBe(404);
  });

  it('asks who takes on their collaborations and whether their posts stay, and changes nothing until told', async () => {
    await giveALife('pupil');
    const missing = await call('POST', `/api/admin/members/${people.pupil.id}/erase`, 'admin', { keepPosts: false, successorId: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { successorId: 'Choose who takes on the collaborations they created.' } } });
    const themselves = await call('POST', `/api/admin/members/${people.pupil.id}/erase`, 'admin', { keepPosts: false, successorId: people.pupil.id });
    expect(themselves.json()).toMatchObject({ error: { fields: { successorId: 'Choose another member to take on their collaborations.' } } });
    expect((await call('POST', `/api/admin/members/${people.pupil.id}/erase`, 'admin', { successorId: people.successor.id })).statusCode).toBe(400);
    // Still there, still signing in.
    expect((await signIn(app, people.pupil.email, people.pupil.password)).length).toBeGreaterThan(0);
  });

  it('leaves nothing of them in the database or in storage, passes their collaborations on, and says who did it', async () => {
    const life = await giveALife('pupil');
    const files = await filesOf(people.pupil.id);
    expect(files.length).toBeGreaterThan(0);
    const response = await call('POST', `/api/admin/members/${people.pupil.id}/erase`, 'admin', { keepPosts: false, successorId: people.successor.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ posts: 4 });

    expect(await rowsMentioning(people.pupil.id)).toEqual([]);
    expect(await rowsMentioning(people.pupil.email)).toEqual([]);
    // Every file of theirs is gone, but the pictures of the collaborations that passed on with them.
    const names = await storedNames();
    expect(files.filter((name) => names.has(name) && !name.startsWith('collaboration/'))).toEqual([]);
    expect(files.filter((name) => name.startsWith('collaboration/') && names.has(name)).length).toBeGreaterThan(0);

    const audit = ((await app.db.execute(sql`select actor_id, action, details::text from audit_log where target_id = ${people.pupil.id} or actor_id = ${people.pupil.id}`)) as unknown as { rows: { actor_id: string | null; action: string; details: string }[] }).rows;
    // What administrators did to the account stays (a rename for each life given), saying no name.
    expect(audit.map((entry) => entry.action).sort()).toEqual(['member.erased', 'member.renamed', 'member.renamed']);
    for (const entry of audit) expect(entry.actor_id).toBe(people.admin.id);
    for (const entry of audit.filter((entry) => entry.action === 'member.renamed')) expect(entry.details).toBe('{}');
    expect(JSON.stringify(audit)).not.toContain(people.pupil.email);
    // Nor anywhere else in the log: their failed sign-in (address and email) is gone, and the
    // rename says no name, old or new.
    const everything = ((await app.db.execute(sql`select action, details::text, ip_address from audit_log`)) as unknown as { rows: { action: string; details: string; ip_address: string | null }[] }).rows;
    const log = JSON.stringify(everything);
    for (const trace of [people.pupil.email, PHONE_ADDRESS, RENAMED_SURNAME, people.pupil.name, people.pupil.surname]) expect(log, trace).not.toContain(trace);

    const own = (await call('GET', `/api/collaborations/${life.own}`, 'member')).json() as { creator: { id: string } };
    expect(own.creator.id).toBe(people.successor.id);
    for (const id of life.posts) expect((await call('GET', `/api/posts/${id}`, 'member')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN }, payload: { email: people.pupil.email, password: people.pupil.password } })).statusCode).toBe(401);
  });

  it('can keep their posts and pictures under "Former member", and still erases everything else of theirs', async () => {
    const life = await giveALife('keeper');
    const response = await call('POST', `/api/admin/members/${people.keeper.id}/erase`, 'admin', { keepPosts: true, successorId: people.successor.id });
    expect(response.statusCode, response.body).toBe(200);
    for (const id of life.posts) {
      const kept = await call('GET', `/api/posts/${id}`, 'member');
      expect(kept.statusCode).toBe(200);
      const detail = kept.json() as PostDetail;
      expect(detail.author).toMatchObject({ id: null, name: '', surname: '' });
      expect((await call('GET', detail.thumbnail!.src, 'member')).statusCode).toBe(200);
    }
    expect(await rowsMentioning(people.keeper.id)).toEqual([]);
    expect(await rowsMentioning(people.keeper.email)).toEqual([]);
  });
});
