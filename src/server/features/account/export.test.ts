import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';

/**
 * "My data": a member downloads everything Agora keeps about them, their pictures included,
 * and nothing of anyone else's.
 */
type Role = 'pupil' | 'other';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
const mine = { posts: [] as string[], pictures: [] as string[], collaboration: '', joined: '', item: '' };
const theirs = { post: '', picture: '' };

async function upload(who: Role): Promise<string> {
  const body = fileUpload(await picture('png', 500, 300), 'picture.png', 'image/png');
  const response = await app.inject({ method: 'POST', url: '/api/media?folder=blog', headers: { origin: TEST_ORIGIN, cookie: cookies[who], ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function writePost(who: Role, title: string, audience: 'everyone' | 'members'): Promise<{ id: string; pictures: string[] }> {
  const [thumbnailId, imageId] = [await upload(who), await upload(who)];
  const content = [{ type: 'paragraph', value: `${title}, in words.` }, { type: 'image', value: imageId, alt: '' }];
  const response = await call('POST', '/api/posts', who, { title, thumbnailId, content, audience });
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { id: string }).id, pictures: [thumbnailId, imageId] };
}

const collaborate = async (who: Role, title: string) =>
  ((await call('POST', '/api/collaborations', who, { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'An idea.' }] })).json() as { id: string }).id;

beforeAll(async () => {
  app = await buildTestApp();
  people.pupil = await createUser(app, { name: 'Anna', surname: 'Pupil', email: 'anna.pupil@school.test' });
  people.other = await createUser(app, { name: 'Otto', surname: 'Other', email: 'otto.other@school.test' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);

  const profile = await call('PUT', '/api/profile', 'pupil', { description: 'Likes frogs.', telephone: '+30 210 000 0000', email: null, facebook: null, instagram: null, imageId: null });
  expect(profile.statusCode, profile.body).toBe(200);
  for (const [title, audience] of [['Frogs in spring', 'everyone'], ['Our class trip', 'members']] as const) {
    const post = await writePost('pupil', title, audience);
    mine.posts.push(post.id);
    mine.pictures.push(...post.pictures);
  }
  mine.collaboration = await collaborate('pupil', 'Frog pond');
  mine.joined = await collaborate('other', "Otto's garden");
  expect((await call('POST', `/api/collaborations/${mine.joined}/members`, 'other', { userIds: [people.pupil.id] })).statusCode).toBe(200);
  const item = await call('POST', `/api/collaborations/${mine.joined}/items`, 'pupil', { kind: 'help', title: 'Need a spade', content: [] });
  mine.item = (item.json() as { id: string }).id;

  const other = await writePost('other', "Otto's secret diary", 'members');
  theirs.post = other.id;
  theirs.picture = other.pictures[0]!;
  // Otto comments under his own post, then Anna answers (so she is told of nothing) and mutes the thread.
  expect((await call('POST', `/api/posts/${other.id}/comments`, 'other', { body: 'Otto’s own remark' })).statusCode).toBe(201);
  expect((await call('POST', `/api/posts/${other.id}/comments`, 'pupil', { body: 'Lovely diary, Otto!' })).statusCode).toBe(201);
  expect((await call('PUT', `/api/posts/${other.id}/comments/mute`, 'pupil', { muted: true })).statusCode).toBe(200);
  // Anna reacts to Otto's post (decision 0047); Otto reacts to it too, which is not hers.
  expect((await call('PUT', `/api/reactions/post/${other.id}/${encodeURIComponent('🎉')}`, 'pupil')).statusCode).toBe(200);
  expect((await call('PUT', `/api/reactions/post/${other.id}/${encodeURIComponent('👍')}`, 'other')).statusCode).toBe(200);
  // Anna reports Otto's post; Otto's archive says nothing of who reported it.
  expect((await call('POST', '/api/reports', 'pupil', { subject: { type: 'post', id: other.id }, reason: 'personal_information', words: 'It names my street.' })).statusCode).toBe(201);
});
afterAll(() => app.close());

async function download(who: Role) {
  const response = await call('POST', '/api/account/export', who);
  expect(response.statusCode, response.body).toBe(200);
  return { response, files: unzipSync(new Uint8Array(response.rawPayload)) };
}

describe('Download my data', () => {
  it('is for signed-in members: a visitor is asked to sign in', async () => {
    expect((await call('POST', '/api/account/export')).statusCode).toBe(401);
  });

  it('is an action no other site can start: a link (GET) finds nothing, and a cross-site POST is refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: cookies.pupil } })).statusCode).toBe(404);
    const crossSite = await app.inject({ method: 'POST', url: '/api/account/export', headers: { cookie: cookies.pupil, origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['content-type']).not.toBe('application/zip');
  });

  it("holds every item of the member's own, and their pictures, as a zip to save", async () => {
    const { response, files } = await download('pupil');
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="agora-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(new TextDecoder().decode(files['README.txt'])).toContain('data.json holds your account');

    const data = JSON.parse(new TextDecoder().decode(files['data.json']));
    expect(data.account).toMatchObject({ id: people.pupil.id, email: 'anna.pupil@school.test', role: 'member' });
    expect(data.profile).toMatchObject({ name: 'Anna', surname: 'Pupil', description: 'Likes frogs.', telephone: '+30 210 000 0000' });
    expect(data.posts.map((post: { id: string }) => post.id).sort()).toEqual([...mine.posts].sort());
    expect(data.posts.find((post: { title: string }) => post.title === 'Our class trip')).toMatchObject({ audience: 'members' });
    expect(data.collaborationsCreated.map((c: { id: string }) => c.id)).toEqual([mine.collaboration]);
    expect(data.collaborationsJoined.map((c: { id: string }) => c.id)).toEqual([mine.joined]);
    expect(data.updatesAndHelpRequests).toEqual([expect.objectContaining({ id: mine.item, kind: 'help', title: 'Need a spade', collaborationTitle: "Otto's garden" })]);
    expect(data.notifications).toEqual([expect.objectContaining({ kind: 'collaboration_added', collaborationId: mine.joined })]);
    expect(data.signIns).toEqual([expect.objectContaining({ succeeded: true })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Their comments, with the post each is under; not anyone else's in the same thread.
    expect(data.comments).toEqual([expect.objectContaining({ postId: theirs.post, body: 'Lovely diary, Otto!', review: null, hidden: false })]);
    // The reactions they gave, and to what; not anyone else's.
    expect(data.reactions).toEqual([{ emoji: '🎉', postId: theirs.post, commentId: null, itemId: null, createdAt: expect.any(String) }]);
    expect(data.mutedThreads).toEqual([expect.objectContaining({ postId: theirs.post })]);
    expect(data.reports).toEqual([expect.objectContaining({ subjectType: 'post', subjectId: theirs.post, reason: 'personal_information', words: 'It names my street.', outcome: null })]);

    // Every picture they uploaded, the members-only post's too (moved where only members are served from).
    expect(data.pictures.map((p: { id: string }) => p.id).sort()).toEqual([...mine.pictures].sort());
    for (const id of mine.pictures) {
      const bytes = files[`pictures/${id}.webp`];
      expect(bytes, id).toBeDefined();
      expect(new TextDecoder().decode(bytes!.slice(8, 12))).toBe('WEBP');
    }
  });

  it("holds nothing of anyone else's: not their posts, pictures, address or secrets", async () => {
    const { files } = await download('pupil');
    const json = new TextDecoder().decode(files['data.json']);
    // Their post is named only as where the member's own comment is, and what the member reported (by id), never held.
    expect(json.replaceAll(`"postId": "${theirs.post}"`, '').replaceAll(`"subjectId": "${theirs.post}"`, '')).not.toContain(theirs.post);
    expect(json).not.toContain("Otto's secret diary");
    expect(json).not.toContain('Otto’s own remark');
    expect(json).not.toContain('otto.other@school.test');
    expect(Object.keys(files)).not.toContain(`pictures/${theirs.picture}.webp`);
    // Nor what would let anyone into the account.
    expect(json).not.toMatch(/token|password|secret"/i);
  });

  it('is written to the audit log, and bounded to five an hour', async () => {
    const result = await app.db.execute(sql`select count(*)::int as n from audit_log where action = 'account.data_exported' and actor_id = ${people.pupil.id}`);
    // The two downloads above, each with who asked.
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    let status = 200;
    for (let n = 0; n < 5 && status === 200; n++) status = (await call('POST', '/api/account/export', 'pupil')).statusCode;
    expect(status).toBe(429);
  });
});
