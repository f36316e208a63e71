import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail, PostPage } from '../../../shared/schemas/posts.js';
import type { App } from '../../app.js';
import { buildTestApp, TEST_ORIGIN, type callerAs } from '../../test/build-app.js';
import type { TestUser } from '../../test/factories.js';
import { setUpProjectReaders, type ProjectReader } from '../../test/project-readers.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';
import { readablePostIds } from '../../features/live/queries.js';
import { loadReaders } from './readers.js';

/**
 * A post for one project's people (decision 0053) reaches its members and the guardians of its
 * pupils, by every road that leads to one post (its page, its picture, its project's list,
 * search, the live page, the `@` picker), and no one else by any road: not a member of another
 * project, not a member in none, not a visitor, not a teacher outside it. The members' blog list,
 * the feed and the sitemap never carry it (they are the same for all their readers). Joining or
 * leaving the project takes effect on the next request, heard through the database.
 */
type Who = ProjectReader;
let app: App;
let people: Record<Who, TestUser>;
let cookies: Record<Who, string>;
let call: ReturnType<typeof callerAs<Who>>;
let projectId = '';

const WORD = 'zeppelin';

beforeAll(async () => {
  app = await buildTestApp();
  ({ people, cookies, call, weatherId: projectId } = await setUpProjectReaders(app));
}, 120_000);
afterAll(() => app?.close());

const content = (text: string) => [{ type: 'paragraph', value: text }];

async function upload(who: Who): Promise<string> {
  const body = fileUpload(await picture('png', 400, 300), 'station.png', 'image/png');
  const response = await app.inject({ method: 'POST', url: '/api/media?folder=blog', headers: { origin: TEST_ORIGIN, cookie: cookies[who], ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function projectPost(title: string): Promise<{ id: string; src: string }> {
  const thumbnailId = await upload('teacher');
  const response = await call('POST', '/api/posts', 'teacher', { title, thumbnailId, content: content(`Our ${WORD} flew at dawn.`), audience: 'project', projectId });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: string };
  const detail = (await call('GET', `/api/posts/${id}`, 'teacher')).json() as PostDetail;
  expect(detail).toMatchObject({ audience: 'project', project: { id: projectId, slug: 'weather', name: { en: 'Weather station' } } });
  return { id, src: detail.thumbnail!.src };
}

/** Everything a reader may reach of one post. */
async function roads(who: Who | undefined, post: { id: string; src: string }) {
  const [page, image, list, projectList, search, feed, sitemap] = await Promise.all([
    call('GET', `/api/posts/${post.id}`, who),
    call('GET', post.src, who),
    call('GET', '/api/posts?page=1', who),
    call('GET', '/api/posts?project=weather', who),
    call('GET', `/api/search?q=${WORD}`, who),
    call('GET', '/feed.xml', who),
    call('GET', '/sitemap.xml', who),
  ]);
  // The live page's check, asked as the reader's session carries them.
  const reader = who ? (await loadReaders(app.db, [people[who].id])).get(people[who].id)! : null;
  const live = reader ? (await readablePostIds(app.db, [post.id], reader)).has(post.id) : false;
  return {
    page: page.statusCode,
    picture: image.statusCode,
    inBlog: (list.json() as PostPage).posts.some((listed) => listed.id === post.id),
    inProject: (projectList.json() as PostPage).posts.some((listed) => listed.id === post.id),
    found: JSON.stringify(search.json()).includes(post.id),
    inFeed: feed.body.includes(post.id),
    inSitemap: sitemap.body.includes(post.id),
    live,
  };
}

const READS = { page: 200, picture: 200, inBlog: false, inProject: true, found: true, inFeed: false, inSitemap: false, live: true };
const KEPT_FROM = { page: 404, picture: 404, inBlog: false, inProject: false, found: false, inFeed: false, inSitemap: false, live: false };

describe('a post for one project’s people', () => {
  it('reaches its members and its pupils’ guardians by every road, and nobody else by any', async () => {
    const post = await projectPost('The weather balloon');
    for (const who of ['teacher', 'pupil', 'guardian', 'admin'] as const) expect(await roads(who, post), who).toEqual(READS);
    for (const who of ['inAnother', 'member'] as const) expect(await roads(who, post), who).toEqual(KEPT_FROM);
    // A teacher outside it sees any picture by its address, as every reviewer does (to decide on what waits), and nothing else.
    expect(await roads('teacherElsewhere', post)).toEqual({ ...KEPT_FROM, picture: 200 });
    // A visitor is asked to sign in, as for any live post not for everyone; nothing else names it.
    expect(await roads(undefined, post)).toEqual({ ...KEPT_FROM, page: 401 });
  });

  it('offers to `@` mention only those who read it', async () => {
    const post = await projectPost('Mention the readers');
    const offered = async (q: string) => ((await call('GET', `/api/mentions?postId=${post.id}&q=${q}`, 'teacher')).json() as { people: { id: string }[] }).people.map((person) => person.id);
    expect(await offered('Maria')).toEqual([people.guardian.id]);
    expect(await offered('Petros')).toEqual([]);
    expect(await offered('Other')).toEqual([]);
    const refused = await call('POST', `/api/posts/${post.id}/comments`, 'teacher', { body: '@Petros Elsewhere look', mentionIds: [people.inAnother.id] });
    expect(refused.statusCode).toBe(400);
  });

  it('follows the project’s people as they change: joining reads it at the next request, leaving reads it no more', async () => {
    const post = await projectPost('Who reads changes');
    expect((await roads('member', post)).page).toBe(404);
    // Every instance hears of it through the database's notification (at once on PGlite, a moment later on a server).
    const pageFor = (who: Who) => async () => (await call('GET', `/api/posts/${post.id}`, who)).statusCode;
    expect((await call('POST', '/api/projects/weather/members', 'teacher', { userIds: [people.member.id] })).statusCode).toBe(200);
    await expect.poll(pageFor('member'), { timeout: 5000 }).toBe(200);
    expect(await roads('member', post)).toEqual(READS);
    // The pupil leaves: their guardian, who read through them, reads it no more.
    expect((await call('DELETE', `/api/projects/weather/members/${people.pupil.id}`, 'teacher')).statusCode).toBe(200);
    await expect.poll(pageFor('guardian'), { timeout: 5000 }).toBe(404);
    expect(await roads('guardian', post)).toEqual(KEPT_FROM);
    expect((await call('DELETE', `/api/projects/weather/members/${people.member.id}`, 'teacher')).statusCode).toBe(200);
    await expect.poll(pageFor('member'), { timeout: 5000 }).toBe(404);
    expect((await call('POST', '/api/projects/weather/members', 'teacher', { userIds: [people.pupil.id] })).statusCode).toBe(200);
    await expect.poll(pageFor('guardian'), { timeout: 5000 }).toBe(200);
  });
});

describe('the mail and the bell', () => {
  it('tell of a new comment only those who read the post: not one who commented and then left the project', async () => {
    const post = await projectPost('Told of comments');
    const comment = async (who: Who, body: string) => {
      const answer = await call('POST', `/api/posts/${post.id}/comments`, who, { body });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    await comment('guardian', 'Ilias measured the wind.');
    expect((await call('POST', '/api/projects/weather/members', 'teacher', { userIds: [people.member.id] })).statusCode).toBe(200);
    await expect.poll(async () => (await call('GET', `/api/posts/${post.id}`, 'member')).statusCode, { timeout: 5000 }).toBe(200);
    await comment('member', 'And the rain.');
    expect((await call('DELETE', `/api/projects/weather/members/${people.member.id}`, 'teacher')).statusCode).toBe(200);
    await comment('teacher', 'Well done, both of you.');
    const toldOf = async (who: Who) => {
      const page = (await call('GET', '/api/notifications', who)).json() as { notifications: { kind: string; post?: { id: string } | null }[] };
      return JSON.stringify(page).includes(post.id);
    };
    expect(await toldOf('guardian')).toBe(true);
    // The one who left is no longer told (nor mailed: the daily email reads these).
    expect(await toldOf('member')).toBe(false);
  });
});

describe('placing a post in a project', () => {
  const body = (thumbnailId: string, extra: object) => ({ title: 'Placed', thumbnailId, content: content('Somewhere.'), ...extra });
  const count = async () => ((await call('GET', '/api/posts/mine', 'inAnother')).json() as PostPage).posts.length;

  it('is for the project’s own members, and teachers and administrators; bad places store nothing', async () => {
    const thumbnailId = await upload('inAnother');
    const before = await count();
    const missing = await call('POST', '/api/posts', 'inAnother', body(thumbnailId, { audience: 'project' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { projectId: 'Choose the project whose people may read it.' } } });
    const malformed = await call('POST', '/api/posts', 'inAnother', body(thumbnailId, { audience: 'project', projectId: 'weather' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { fields: { projectId: 'Choose one of the programme’s projects.' } } });
    const unknown = await call('POST', '/api/posts', 'inAnother', body(thumbnailId, { audience: 'project', projectId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'post_project_unknown', message: 'That project is not open for posts. Choose another.' } });
    const notTheirs = await call('POST', '/api/posts', 'inAnother', body(thumbnailId, { audience: 'project', projectId }));
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ error: { code: 'post_project_not_yours', message: 'You can write for the people of your own projects only.' } });
    expect(await count()).toBe(before);
    // A teacher outside the project may write for it: teachers keep the projects' people.
    const byTeacher = await call('POST', '/api/posts', 'teacherElsewhere', body(await upload('teacherElsewhere'), { audience: 'project', projectId }));
    expect(byTeacher.statusCode, byTeacher.body).toBe(201);
  });

  it('offers each writer the open projects they may place a post in', async () => {
    const mine = async (who?: Who) => {
      const answer = await call('GET', '/api/projects?mine=1', who);
      return answer.statusCode === 200 ? (answer.json() as { projects: { slug: string }[] }).projects.map((project) => project.slug) : answer.statusCode;
    };
    expect(await mine('teacherElsewhere')).toEqual(['weather', 'theatre']);
    expect(await mine('pupil')).toEqual(['weather']);
    expect(await mine('inAnother')).toEqual(['theatre']);
    // A guardian reads their child's project; they do not write for it.
    expect(await mine('guardian')).toEqual([]);
    expect(await mine()).toBe(401);
  });

  it('waits for review when a pupil writes it, and a teacher outside the project decides on it', async () => {
    const response = await call('POST', '/api/posts', 'pupil', body(await upload('pupil'), { audience: 'project', projectId }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    const seen = (await call('GET', `/api/posts/${id}`, 'teacherElsewhere')).json() as PostDetail;
    expect(seen).toMatchObject({ review: { state: 'waiting' }, canReview: true });
    // Until approved, the guardian reads it as their child's, and the project's teacher in the review queue.
    expect((await call('GET', `/api/posts/${id}`, 'guardian')).statusCode).toBe(200);
    expect((await call('GET', `/api/posts/${id}`, 'inAnother')).statusCode).toBe(404);
  });

  it('an archived project takes no new posts', async () => {
    const theatre = ((await call('GET', '/api/projects/theatre')).json() as { id: string }).id;
    expect((await call('PATCH', `/api/admin/projects/${theatre}`, 'admin', { archived: true })).statusCode).toBe(200);
    const refused = await call('POST', '/api/posts', 'inAnother', body(await upload('inAnother'), { audience: 'project', projectId: theatre }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'post_project_unknown' } });
  });
});
