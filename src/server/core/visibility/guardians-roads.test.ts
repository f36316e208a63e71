import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../../shared/schemas/collaborations.js';
import type { PostDetail, PostPage } from '../../../shared/schemas/posts.js';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';
import { linkGuardian, unlinkGuardian } from '../people/guardians.js';

/**
 * A guardian reads their child's work in every state, by the roads that lead to one thing (its
 * page, its pictures), and nothing more: the shared roads (lists, search, the feed) carry only
 * what is live, for them as for any member; the guardian of another pupil reads none of it; and
 * a link made or removed while the guardian is signed in takes effect on their next request, on
 * the rule of core/visibility (`isReadersChild`), heard through the database.
 */
type Who = 'pupil' | 'guardian' | 'otherGuardian' | 'member' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);

beforeAll(async () => {
  app = await buildTestApp();
  people.pupil = await createUser(app, { name: 'Ilias', surname: 'Pupil', needsReview: true });
  people.guardian = await createUser(app, { name: 'Maria', surname: 'Guardian' });
  people.otherGuardian = await createUser(app, { name: 'Nikos', surname: 'Elsewhere' });
  people.member = await createUser(app, { name: 'Other', surname: 'Member' });
  people.teacher = await createUser(app, { name: 'Ms', surname: 'Teacher', role: 'teacher' });
  people.admin = await createUser(app, { admin: true });
  const otherPupil = await createUser(app, { name: 'Someone', surname: 'Else', needsReview: true });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  await linkGuardian(app.db, { guardianId: people.otherGuardian.id, pupilId: otherPupil.id, createdById: null });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
}, 120_000);
afterAll(() => app.close());

const content = (text: string) => [{ type: 'paragraph', value: text }];
const versionOf = async (table: 'posts' | 'collaboration_items', id: string) =>
  Number(((await app.db.execute(sql`select version from ${sql.raw(table)} where id = ${id}`)) as unknown as { rows: { version: number }[] }).rows[0]!.version);

/** A picture the pupil uploads through the API. */
async function upload(): Promise<{ id: string; src: string }> {
  const body = fileUpload(await picture('png', 400, 300), 'kite.png', 'image/png');
  const response = await app.inject({ method: 'POST', url: '/api/media?folder=blog', headers: { origin: TEST_ORIGIN, cookie: cookies.pupil, ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A post the pupil writes for everyone: it waits for review. */
async function pupilsPost(title: string): Promise<{ id: string; src: string }> {
  const thumbnail = await upload();
  const response = await call('POST', '/api/posts', 'pupil', { title, thumbnailId: thumbnail.id, content: content('We flew the kite we built.'), audience: 'everyone' });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: string };
  const detail = (await call('GET', `/api/posts/${id}`, 'pupil')).json() as PostDetail;
  return { id, src: detail.thumbnail!.src };
}

/** Everything a reader may reach of one post: its page, its picture, and whether the shared roads carry it. */
async function roads(who: Who | undefined, post: { id: string; src: string }, word: string) {
  const [page, image, list, search, feed] = await Promise.all([
    call('GET', `/api/posts/${post.id}`, who),
    call('GET', post.src, who),
    call('GET', '/api/posts?page=1', who),
    call('GET', `/api/search?q=${encodeURIComponent(word)}`, who),
    call('GET', '/feed.xml', who),
  ]);
  return {
    page: page.statusCode,
    picture: image.statusCode,
    listed: (list.json() as PostPage).posts.some((listed) => listed.id === post.id),
    found: JSON.stringify(search.json()).includes(post.id),
    inFeed: feed.body.includes(post.id),
  };
}

const ONLY_ITS_OWN_ROADS = { page: 200, picture: 200, listed: false, found: false, inFeed: false };
const NOTHING = { page: 404, picture: 404, listed: false, found: false, inFeed: false };

describe("a guardian and their child's post", () => {
  it('reads it waiting and sent back, by its page and picture only; the guardian of another pupil, a member and a visitor read nothing of it', async () => {
    const post = await pupilsPost('Kestrel kite waiting');
    expect(await roads('guardian', post, 'Kestrel')).toEqual(ONLY_ITS_OWN_ROADS);
    expect(await roads('otherGuardian', post, 'Kestrel')).toEqual(NOTHING);
    expect(await roads('member', post, 'Kestrel')).toEqual(NOTHING);
    expect((await roads(undefined, post, 'Kestrel')).listed).toBe(false);
    expect((await call('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);

    const sent = await call('POST', `/api/review/posts/${post.id}/send-back`, 'teacher', { version: await versionOf('posts', post.id), note: 'Add who helped you.' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await roads('guardian', post, 'Kestrel')).toEqual(ONLY_ITS_OWN_ROADS);
    // The guardian reads it as it stands, with the teacher's note.
    expect(((await call('GET', `/api/posts/${post.id}`, 'guardian')).json() as PostDetail).review).toMatchObject({ state: 'sent_back', note: 'Add who helped you.' });
    expect(await roads('otherGuardian', post, 'Kestrel')).toEqual(NOTHING);
  });

  it('reads it taken off the site by an admin, when no other member does; published, every road carries it for everyone', async () => {
    const post = await pupilsPost('Osprey kite published');
    expect((await call('POST', `/api/review/posts/${post.id}/approve`, 'teacher', { version: await versionOf('posts', post.id) })).statusCode).toBe(200);
    const live = ((await call('GET', `/api/posts/${post.id}`)).json() as PostDetail).thumbnail!.src;
    for (const who of ['guardian', 'otherGuardian', 'member', undefined] as const) {
      expect(await roads(who, { id: post.id, src: live }, 'Osprey'), who ?? 'visitor').toEqual({ page: 200, picture: 200, listed: true, found: true, inFeed: true });
    }

    expect((await call('POST', `/api/admin/posts/${post.id}/unpublish`, 'admin')).statusCode).toBe(200);
    const hidden = ((await call('GET', `/api/posts/${post.id}`, 'guardian')).json() as PostDetail).thumbnail!.src;
    expect(await roads('guardian', { id: post.id, src: hidden }, 'Osprey')).toEqual(ONLY_ITS_OWN_ROADS);
    expect(await roads('otherGuardian', { id: post.id, src: hidden }, 'Osprey')).toEqual(NOTHING);
    expect(await roads('member', { id: post.id, src: hidden }, 'Osprey')).toEqual(NOTHING);
  });

  it('follows the link as it is now: made while the guardian is signed in, it opens the post at once; removed, it closes it', async () => {
    const post = await pupilsPost('Heron kite');
    expect((await call('GET', `/api/posts/${post.id}`, 'otherGuardian')).statusCode).toBe(404);
    await linkGuardian(app.db, { guardianId: people.otherGuardian.id, pupilId: people.pupil.id, createdById: people.admin.id });
    // The database tells every instance of the change (migration 0018's trigger): this one forgets the session it kept.
    await expect.poll(async () => (await call('GET', `/api/posts/${post.id}`, 'otherGuardian')).statusCode, { timeout: 5000 }).toBe(200);
    await unlinkGuardian(app.db, { guardianId: people.otherGuardian.id, pupilId: people.pupil.id });
    await expect.poll(async () => (await call('GET', `/api/posts/${post.id}`, 'otherGuardian')).statusCode, { timeout: 5000 }).toBe(404);
  });
});

describe("a guardian and their child's update", () => {
  it('reads it while it waits, when the collaboration\'s other members do not; the guardian of another pupil does not', async () => {
    const created = await call('POST', '/api/collaborations', 'teacher', { title: 'Weather station', thumbnailId: null, content: content('We measure the rain.') });
    const { id: collaborationId } = created.json() as { id: string };
    expect((await call('POST', `/api/collaborations/${collaborationId}/members`, 'teacher', { userIds: [people.pupil.id, people.member.id] })).statusCode).toBe(200);
    const posted = await call('POST', `/api/collaborations/${collaborationId}/items`, 'pupil', { kind: 'update', title: 'Rain gauge built', content: content('12 mm on Monday.') });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id: itemId } = posted.json() as { id: string };

    const read = await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'guardian');
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as ItemDetail).title).toBe('Rain gauge built');
    expect((await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'otherGuardian')).statusCode).toBe(404);
    expect((await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'member')).statusCode).toBe(404);
    // Reading is all: the guardian changes nothing of it.
    const edited = await call('PUT', `/api/collaborations/${collaborationId}/items/${itemId}`, 'guardian', { title: 'Changed by a parent', content: content('No.') });
    expect([403, 404]).toContain(edited.statusCode);
    expect(((await call('GET', `/api/collaborations/${collaborationId}/items/${itemId}`, 'pupil')).json() as ItemDetail).title).toBe('Rain gauge built');
  });
});
