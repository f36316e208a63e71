import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../../shared/constants.js';
import type { App } from '../../app.js';
import { posts } from '../../core/db/schema.js';
import { buildTestApp, signIn } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { listPageStarts, postCardsQuery } from './queries.js';

/** Published posts, with runs of equal publication times, and every seventh one unpublished. */
const POSTS = 200;

let app: App;
let author: TestUser;
/** Every post, newest first as the blog orders them: publication time, then id, both descending. */
let everyPost: { id: string; createdAt: string; published: boolean }[];

beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app);
  // Four posts share each second, so ties on publication time are everywhere.
  await app.db.execute(sql`
    insert into posts (author_id, title, excerpt, content, created_at, unpublished_at)
    select ${author.id}, 'Post ' || g, '', '[]'::jsonb, timestamptz '2026-01-01 12:00:00.123456+00' + ((g / 4) || ' seconds')::interval,
      case when g % 7 = 0 then now() end
    from generate_series(1, ${POSTS}) g`);
  await app.db.execute(sql`analyze posts`);
  const rows = await app.db
    .select({ id: posts.id, createdAt: sql<string>`${posts.createdAt}::text`, published: sql<boolean>`${posts.unpublishedAt} is null` })
    .from(posts);
  everyPost = rows
    .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
});
afterAll(() => app.close());

const idsOn = async (url: string, cookie?: string) => {
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { posts: { id: string }[]; hasNext: boolean };
  return { ids: body.posts.map((post) => post.id), hasNext: body.hasNext };
};

describe('numbered pages of posts at any depth', () => {
  it('page N of the public list shows exactly its 12 published posts, ties broken by id, to the last page', async () => {
    const published = everyPost.filter((post) => post.published).map((post) => post.id);
    const pages = Math.ceil(published.length / BLOG_PAGE_SIZE);
    expect(pages).toBeGreaterThan(12); // deep enough to leave the first, skipped pages
    for (let page = 1; page <= pages; page++) {
      const { ids, hasNext } = await idsOn(`/api/posts?page=${page}`);
      expect(ids, `page ${page}`).toEqual(published.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE));
      expect(hasNext).toBe(page < pages);
    }
    expect(await idsOn(`/api/posts?page=${pages + 1}`)).toEqual({ ids: [], hasNext: false });
    expect(await idsOn('/api/posts?page=5000')).toEqual({ ids: [], hasNext: false });
  });

  it("an author's own list pages through every post of theirs, unpublished ones too", async () => {
    const cookie = await signIn(app, author.email, author.password);
    const all = everyPost.map((post) => post.id);
    for (const page of [1, 10, 11, 14, Math.ceil(all.length / BLOG_PAGE_SIZE)]) {
      const { ids } = await idsOn(`/api/posts/mine?page=${page}`, cookie);
      expect(ids, `page ${page}`).toEqual(all.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE));
    }
  });

  it('a deep page follows a new post at once: every later post moves down one place', async () => {
    const before = (await idsOn('/api/posts?page=13')).ids;
    const page12Before = (await idsOn('/api/posts?page=12')).ids;
    await app.db.execute(sql`insert into posts (author_id, title, excerpt, content) values (${author.id}, 'Newest', '', '[]'::jsonb)`);
    await app.publicCache.invalidate('post-lists');
    const after = (await idsOn('/api/posts?page=13')).ids;
    expect(after).toEqual([page12Before.at(-1), ...before.slice(0, -1)]);
    await app.db.execute(sql`delete from posts where title = 'Newest'`);
    await app.publicCache.invalidate('post-lists');
  });
});

describe('the lists read their indexes', () => {
  let big: App;
  beforeAll(async () => {
    // Enough posts that reading the whole table would cost: the planner then shows its hand.
    big = await buildTestApp();
    const writer = await createUser(big);
    await big.db.execute(sql`
      insert into posts (author_id, title, excerpt, content, created_at, unpublished_at)
      select ${writer.id}, 'Post ' || g, '', '[]'::jsonb, now() - (g || ' seconds')::interval, case when g % 50 = 0 then now() end
      from generate_series(1, 20000) g`);
    await big.db.execute(sql`analyze posts`);
  });
  afterAll(() => big.close());

  /** The plan PostgreSQL chooses for a statement, as text. */
  async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
    const { sql: text, params } = query.toSQL();
    const client = (big.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client;
    const result = await client.query(`explain ${text}`, params);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it.each([
    ['visitor', 'posts_public_created_idx'],
    ['member', 'posts_published_created_idx'],
  ] as const)("a %s's page 1 and a deep page are read in index order (%s), with no sort and no scan of the whole table", async (reader, index) => {
    const list = { reader };
    const starts = await listPageStarts(big.db, list);
    const deep = starts.length - 1;
    const plans = [await planOf(postCardsQuery(big.db, { page: 1, list })), await planOf(postCardsQuery(big.db, { page: deep + 1, list, start: starts[deep] }))];
    expect(plans[0]).toContain(index);
    expect(plans[1]).toContain(index);
    // The deep page seeks to its first post instead of counting its way there.
    expect(plans[1]).toMatch(/Index Cond: \(ROW\(.*created_at, .*id\) <= ROW\(/);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on posts/);
      expect(plan).not.toMatch(/Sort/);
    }
  });
});
