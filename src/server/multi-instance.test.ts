import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, signInAt, startAgora, type AgoraProcess } from './test/agora-process.js';
import { openStream } from './test/event-stream.js';
import { picture } from './test/images.js';
import { fileUpload } from './test/multipart.js';
import { postgresForTests } from './test/require-postgres.js';
import { startS3Server, type S3TestServer } from './test/s3-server.js';
import { createPostgresDatabase } from './test/test-database.js';
import { tempFolder } from './test/temp-folder.js';

/**
 * Agora as a school runs it at scale: two identical processes (A and B) on one PostgreSQL
 * database and one S3-API bucket, each with a DATA_DIR of its own that neither may depend
 * on. Whatever one does, the other must show, as if there were one.
 */
const postgres = postgresForTests('The multi-instance test');
const MEMBER = { email: 'two@school.test', password: 'two-instances-password-1' };

let s3: S3TestServer;
let a: AgoraProcess;
let b: AgoraProcess;
let databaseUrl: string;
const cleanups: (() => Promise<void>)[] = [];

function instanceEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...s3.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: tempFolder('agora-instance-'),
    AUTH_SECRET: 'two-instances-share-this-secret-of-32-chars',
    // Seeding an empty database is part of the start-up race.
    SEED_DEMO: '1',
  };
}

beforeAll(async () => {
  if (!postgres) return;
  s3 = await startS3Server();
  cleanups.push(() => s3.stop());
  const target = await createPostgresDatabase(postgres);
  databaseUrl = target.url;
  cleanups.push(target.drop);
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** Polls `check` until it holds or `ms` pass; how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

async function publicPostIds(instance: AgoraProcess): Promise<string[]> {
  const page = (await (await fetch(`${instance.base}/api/posts?page=1`)).json()) as { posts: { id: string }[] };
  return page.posts.map((post) => post.id);
}

const send = (instance: AgoraProcess, method: string, path: string, cookie: string, body?: unknown) =>
  fetch(`${instance.base}${path}`, {
    method,
    headers: { origin: instance.base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe.runIf(postgres)('two instances on one PostgreSQL database and one bucket', () => {
  it('both become healthy when started together on an empty database, migrating and seeding it once', async () => {
    [a, b] = await Promise.all([startAgora(instanceEnv()), startAgora(instanceEnv())]);
    cleanups.push(() => a.stop(), () => b.stop());
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ admins: string; site: string; slots: string }>(
        `select (select count(*) from users where role = 'admin') as admins,
                (select count(*) from media where folder = 'site') as site,
                (select count(*) from site_images) as slots`,
      );
      expect(rows[0]).toEqual({ admins: '1', site: rows[0]!.slots, slots: '13' });
    } finally {
      await client.end();
    }
    runCli('user-add.ts', ['--email', MEMBER.email, '--password', MEMBER.password, '--name', 'Two', '--surname', 'Instances'], instanceEnv());
  }, 120_000);

  it("serves a post published on A in B's public list within a second, and drops it within a second of its deletion on A", async () => {
    const cookie = await signInAt(a.base, MEMBER);
    // B has the list in its cache before the write: it must hear of the write, not just miss.
    const before = await publicPostIds(b);

    const upload = fileUpload(await picture('png', 640, 480), 'garden.png', 'image/png');
    const uploaded = await fetch(`${a.base}/api/media?folder=blog`, {
      method: 'POST',
      headers: { origin: a.base, cookie, ...upload.headers },
      body: new Uint8Array(upload.payload),
    });
    expect(uploaded.status).toBe(201);
    const picture640 = (await uploaded.json()) as { id: string; src: string };
    const created = await send(a, 'POST', '/api/posts', cookie, {
      title: 'Written on A',
      thumbnailId: picture640.id,
      content: [{ type: 'paragraph', value: 'Read on B.' }],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(before).not.toContain(id);
    await within(1_000, async () => (await publicPostIds(b)).includes(id));

    // The picture A stored (and moved to its public name once the post showed it) is in the
    // bucket, so B serves the same bytes.
    const { thumbnail } = (await (await fetch(`${a.base}/api/posts/${id}`)).json()) as { thumbnail: { src: string } };
    expect(thumbnail.src).not.toBe(picture640.src);
    const fromA = Buffer.from(await (await fetch(`${a.base}${thumbnail.src}`)).arrayBuffer());
    const fromB = await fetch(`${b.base}${thumbnail.src}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);

    expect((await send(a, 'DELETE', `/api/posts/${id}`, cookie)).status).toBe(204);
    await within(1_000, async () => !(await publicPostIds(b)).includes(id));
    expect((await fetch(`${b.base}/api/posts/${id}`)).status).toBe(404);
  }, 60_000);

  it("keeps a pupil's post from B's lists while it waits, and serves it there within a second of a teacher approving it on B", async () => {
    const pupil = { email: 'pupil@school.test', password: 'pupil-two-instances-1' };
    const teacher = { email: 'teacher@school.test', password: 'teacher-two-instances-1' };
    runCli('user-add.ts', ['--email', pupil.email, '--password', pupil.password, '--name', 'Pupil', '--surname', 'Two', '--needs-review'], instanceEnv());
    runCli('user-add.ts', ['--email', teacher.email, '--password', teacher.password, '--name', 'Teacher', '--surname', 'Two', '--teacher'], instanceEnv());
    const pupilCookie = await signInAt(a.base, pupil);
    const teacherCookie = await signInAt(b.base, teacher);

    const upload = fileUpload(await picture('png', 640, 480), 'class.png', 'image/png');
    const uploaded = await fetch(`${a.base}/api/media?folder=blog`, { method: 'POST', headers: { origin: a.base, cookie: pupilCookie, ...upload.headers }, body: new Uint8Array(upload.payload) });
    const { id: thumbnailId } = (await uploaded.json()) as { id: string };
    const created = await send(a, 'POST', '/api/posts', pupilCookie, { title: 'Waits on A', thumbnailId, content: [{ type: 'paragraph', value: 'Approved on B.' }] });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // Both lists are in each instance's cache before the decision: each must hear of it.
    expect(await publicPostIds(a)).not.toContain(id);
    expect(await publicPostIds(b)).not.toContain(id);
    expect((await fetch(`${b.base}/api/posts/${id}`)).status).toBe(404);
    const queue = (await (await send(b, 'GET', '/api/review', teacherCookie)).json()) as { entries: { id: string }[] };
    expect(queue.entries.map((entry) => entry.id)).toContain(id);
    // The teacher reads it on B, and approves the version read.
    const read = (await (await send(b, 'GET', `/api/posts/${id}`, teacherCookie)).json()) as { review: { version: number } };

    expect((await send(b, 'POST', `/api/review/posts/${id}/approve`, teacherCookie, { version: read.review.version })).status).toBe(200);
    await within(1_000, async () => (await publicPostIds(a)).includes(id));
    await within(1_000, async () => (await publicPostIds(b)).includes(id));
    // Its picture, moved to the public folder by B, is served from the bucket by A.
    const detail = (await (await fetch(`${a.base}/api/posts/${id}`)).json()) as { thumbnail: { src: string } };
    expect(detail.thumbnail.src).toMatch(/^\/media\/blog\//);
    expect((await fetch(`${a.base}${detail.thumbnail.src}`, { redirect: 'manual' })).status).toBe(200);
  }, 60_000);

  it("takes a photo of a pupil out of public view on both at once when their guardian lowers the consent on B", async () => {
    const author = { email: 'photographer@school.test', password: 'photographer-two-instances-1' };
    const pupil = { email: 'photographed@school.test', password: 'photographed-two-instances-1' };
    const guardian = { email: 'photo-parent@school.test', password: 'photo-parent-two-instances-1' };
    runCli('user-add.ts', ['--email', author.email, '--password', author.password, '--name', 'Photo', '--surname', 'Teacher', '--teacher'], instanceEnv());
    runCli('user-add.ts', ['--email', pupil.email, '--password', pupil.password, '--name', 'Photo', '--surname', 'Pupil', '--needs-review'], instanceEnv());
    runCli('user-add.ts', ['--email', guardian.email, '--password', guardian.password, '--name', 'Photo', '--surname', 'Parent', '--guardian-of', pupil.email], instanceEnv());
    const authorCookie = await signInAt(a.base, author);
    const guardianCookie = await signInAt(b.base, guardian);
    const { children } = (await (await send(b, 'GET', '/api/children', guardianCookie)).json()) as { children: { id: string }[] };
    const pupilId = children[0]!.id;
    expect((await send(b, 'POST', `/api/consent/${pupilId}/images`, guardianCookie, { level: 'public' })).status).toBe(201);

    const upload = fileUpload(await picture('png', 640, 480), 'trip.png', 'image/png');
    const uploaded = await fetch(`${a.base}/api/media?folder=blog`, { method: 'POST', headers: { origin: a.base, cookie: authorCookie, ...upload.headers }, body: new Uint8Array(upload.payload) });
    const { id: thumbnailId } = (await uploaded.json()) as { id: string };
    expect((await send(a, 'PUT', `/api/media/${thumbnailId}/tags`, authorCookie, { pupilIds: [pupilId] })).status).toBe(200);
    const created = await send(a, 'POST', '/api/posts', authorCookie, { title: 'The trip', thumbnailId, content: [{ type: 'paragraph', value: 'We went.' }] });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { thumbnail } = (await (await fetch(`${b.base}/api/posts/${id}`)).json()) as { thumbnail: { src: string } };
    for (const instance of [a, b]) expect((await fetch(`${instance.base}${thumbnail.src}`, { redirect: 'manual' })).status).toBe(200);

    // Lowered on B: the address both served answers neither, at once.
    expect((await send(b, 'POST', `/api/consent/${pupilId}/images`, guardianCookie, { level: 'members' })).status).toBe(201);
    for (const instance of [a, b]) expect((await fetch(`${instance.base}${thumbnail.src}`, { redirect: 'manual' })).status).toBe(404);
  }, 60_000);

  it('accepts a session made on A at B, and ends it at B when it signs out on A', async () => {

    const cookie = await signInAt(a.base, MEMBER);
    const sessionAt = async (instance: AgoraProcess) =>
      ((await (await fetch(`${instance.base}/api/session`, { headers: { cookie } })).json()) as { user: { email: string } | null }).user;
    expect((await sessionAt(b))?.email).toBe(MEMBER.email);
    expect((await send(a, 'POST', '/api/auth/sign-out', cookie, {})).status).toBe(200);
    expect(await sessionAt(b)).toBeNull();
    expect((await send(b, 'GET', '/api/posts/mine', cookie)).status).toBe(401);
  }, 30_000);

  it("brings a live page opened on B the news of a change made on A within two seconds, and B's bell its member's", async () => {
    const cookie = await signInAt(a.base, MEMBER);
    const other = { email: 'live@school.test', password: 'live-on-two-instances-1' };
    runCli('user-add.ts', ['--email', other.email, '--password', other.password, '--name', 'Live', '--surname', 'Watcher'], instanceEnv());
    const otherCookie = await signInAt(b.base, other);
    const otherId = ((await (await fetch(`${b.base}/api/session`, { headers: { cookie: otherCookie } })).json()) as { user: { id: string } }).user.id;
    const created = await send(a, 'POST', '/api/collaborations', cookie, { title: 'Across instances', thumbnailId: null, content: [{ type: 'paragraph', value: 'Live.' }] });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const page = await openStream(`${b.base}/api/live?topics=collaboration:${id}`, { cookie: otherCookie });
    cleanups.push(async () => page.close());
    expect(page.status).toBe(200);
    await page.next('ready');
    expect((await send(a, 'POST', `/api/collaborations/${id}/members`, cookie, { userIds: [otherId] })).status).toBe(200);
    expect(JSON.parse((await page.next('collaboration', { ms: 2_000 })).data)).toEqual({ id });
    // The member's bell on B hears of being added, from the same change on A.
    await page.next('notifications', { ms: 2_000 });
    page.close();
  }, 60_000);

  it("serves the board on either instance as changed on A the moment a live page on B hears of it, never the board kept from before", async () => {
    const cookie = await signInAt(a.base, MEMBER);
    const created = await send(a, 'POST', '/api/collaborations', cookie, { title: 'A kept board', thumbnailId: null, content: [{ type: 'paragraph', value: 'Kept.' }] });
    const { id } = (await created.json()) as { id: string };
    const titles = async (instance: AgoraProcess) => {
      const board = (await (await send(instance, 'GET', '/api/collaborations/board', cookie)).json()) as { inactive: { id: string; title: string }[] };
      return board.inactive.filter((card) => card.id === id).map((card) => card.title);
    };
    // Both instances keep the board as it is now.
    expect(await titles(a)).toEqual(['A kept board']);
    expect(await titles(b)).toEqual(['A kept board']);
    const page = await openStream(`${b.base}/api/live?topics=board`, { cookie });
    cleanups.push(async () => page.close());
    await page.next('ready');
    const changed = await send(a, 'PUT', `/api/collaborations/${id}`, cookie, { title: 'A board changed on A', thumbnailId: null, content: [{ type: 'paragraph', value: 'Changed.' }] });
    expect(changed.status).toBe(200);
    // The writer's instance answers with the change at once; the page on B is told, then asks B again.
    expect(await titles(a)).toEqual(['A board changed on A']);
    expect(JSON.parse((await page.next('collaboration', { ms: 2_000 })).data)).toEqual({ id });
    expect(await titles(b)).toEqual(['A board changed on A']);
    page.close();
  }, 60_000);

  it("brings a post's page open on B a comment written on A, and its author's bell on B the notification", async () => {
    const cookie = await signInAt(a.base, MEMBER);
    const upload = fileUpload(await picture('png', 640, 480), 'pond.png', 'image/png');
    const uploaded = await fetch(`${a.base}/api/media?folder=blog`, { method: 'POST', headers: { origin: a.base, cookie, ...upload.headers }, body: new Uint8Array(upload.payload) });
    const { id: thumbnailId } = (await uploaded.json()) as { id: string };
    const created = await send(a, 'POST', '/api/posts', cookie, { title: 'Comment across instances', thumbnailId, content: [{ type: 'paragraph', value: 'Say hello.' }] });
    const { id: postId } = (await created.json()) as { id: string };

    // The post's author reads it on B; another member comments on A.
    const page = await openStream(`${b.base}/api/live?topics=post:${postId}`, { cookie: await signInAt(b.base, MEMBER) });
    cleanups.push(async () => page.close());
    expect(page.status).toBe(200);
    await page.next('ready');
    const other = { email: 'commenter@school.test', password: 'comments-on-two-instances-1' };
    runCli('user-add.ts', ['--email', other.email, '--password', other.password, '--name', 'Comment', '--surname', 'Writer'], instanceEnv());
    const otherCookie = await signInAt(a.base, other);
    expect((await send(a, 'POST', `/api/posts/${postId}/comments`, otherCookie, { body: 'Hello from A' })).status).toBe(201);
    expect(JSON.parse((await page.next('comments', { ms: 2_000 })).data)).toEqual({ id: postId });
    await page.next('notifications', { ms: 2_000 });
    // B answers the thread with the comment at once: nothing of it is kept per instance.
    const thread = (await (await send(b, 'GET', `/api/posts/${postId}/comments`, cookie)).json()) as { comments: { body: string }[] };
    expect(thread.comments.map((comment) => comment.body)).toEqual(['Hello from A']);
    page.close();
  }, 60_000);

  it('refuses wrong passwords alternated between A and B at the same count as one instance would', async () => {
    const attempt = (instance: AgoraProcess) =>
      fetch(`${instance.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: instance.base },
        body: JSON.stringify({ email: MEMBER.email, password: 'not-the-password-0' }),
      });
    // Ten failures for one account from one address, five on each instance…
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    // …and the eleventh is refused on both, as it would be on one.
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  }, 30_000);
});
