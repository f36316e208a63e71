// Page 1 against page 8000 of 100,000 posts, each answer computed afresh (a cache miss), so
// what is timed is the list query at that depth plus the answer around it.
import pg from 'pg';
import { figure } from './goals.mjs';
import { median } from './load.mjs';
import { editorBody, memberRequest, runCli } from './site.mjs';

const PAGE_SIZE = 12;
const SAMPLES = 15;
// Search: a word on every demo post's copy, and one on a single post, each searched
// this many times; together below the search's limit of sixty a minute from one address.
const SEARCH_SAMPLES = 29;

/**
 * Adds `count` posts by SQL, copies of the demo posts (so their content, excerpts and
 * pictures are real) an hour apart, then refreshes the planner's statistics.
 */
async function insertPostsBySql(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with demo as (select row_number() over (order by created_at) - 1 as n, * from posts),
            total as (select count(*) as c from demo)
       insert into posts (author_id, title, content, excerpt, thumbnail_id, created_at, updated_at)
       select demo.author_id, demo.title || ' (' || g || ')', demo.content, demo.excerpt, demo.thumbnail_id,
              now() - make_interval(hours => g), now() - make_interval(hours => g)
       from generate_series(1, $1::int) as g
       join demo on demo.n = g % (select c from total)`,
      [count],
    );
    await client.query('analyze posts');
  } finally {
    await client.end();
  }
}

/** Fills a site's database before its member exists: SQL on PostgreSQL, `npm run seed` on the embedded one. */
export function fillWithPosts(count, log) {
  return async (site) => {
    const started = performance.now();
    if (site.database === 'embedded') runCli('seed.ts', ['--posts', String(count)], site.env);
    else await insertPostsBySql(site.database, count);
    log(`  added ${count} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
}

async function timedRead(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return { ms, body };
}

export async function measureDeepPages(site, ctx) {
  const { base } = site.server;
  const deepPage = Math.min(8000, Math.floor(ctx.deepPosts / PAGE_SIZE) - SAMPLES);
  const [postId] = site.writables.posts;
  // Page 1 is cached once read: the member edits their post (the newest, so on page 1) before
  // each timed read, which makes the next read of page 1 a miss whatever the cache keeps. The
  // read is the editing browser's (the cookie the edit sets): others may be served the page from
  // before the edit while it is made again (decision 0059); the writer's read waits for it.
  const first = [];
  for (let i = 0; i < SAMPLES; i++) {
    await memberRequest(site, 'PUT', `/api/posts/${postId}`, editorBody(`Bench post, deep-page edit ${i}`, site.writables.thumbnailId));
    first.push((await timedRead(`${base}/api/posts?page=1`, { cookie: 'agora_wrote=1' })).ms);
  }
  // Deep pages: each read the first time, so each a miss.
  const deep = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { ms, body } = await timedRead(`${base}/api/posts?page=${deepPage + i}`);
    if (body.posts.length !== PAGE_SIZE) throw new Error(`Page ${deepPage + i} holds ${body.posts.length} posts, not ${PAGE_SIZE}: too few posts for this depth.`);
    deep.push(ms);
  }
  const firstMs = median(first);
  const deepMs = median(deep);
  const db = site.label;
  const search = [];
  for (const [what, q] of [
    ['a word of many posts ("club")', 'club'],
    ["a word of one post (the member's)", 'Bench'],
  ]) {
    const times = [];
    for (let i = 0; i < SEARCH_SAMPLES; i++) times.push((await timedRead(`${base}/api/search?q=${encodeURIComponent(q)}&page=${(i % 3) + 1}`)).ms);
    times.sort((a, b) => a - b);
    const p99 = times[Math.ceil(0.99 * times.length) - 1];
    search.push(
      figure('deep pages', db, `search for ${what} among ${ctx.deepPosts} posts, p50 of ${SEARCH_SAMPLES}`, 'searchP50Ms', median(times)),
      figure('deep pages', db, `search for ${what} among ${ctx.deepPosts} posts, p99 (nearest rank)`, 'searchP99Ms', p99),
    );
  }
  return [
    ...search,
    figure('deep pages', db, `uncached page 1 of ${ctx.deepPosts} posts (answer time, median of ${SAMPLES})`, 'firstPageMs', firstMs),
    figure('deep pages', db, `uncached pages ${deepPage}–${deepPage + SAMPLES - 1} against page 1`, 'deepFactor', deepMs / firstMs, `${deepMs.toFixed(1)} ms median`),
    figure('deep pages', db, `cold start with ${ctx.deepPosts} posts, to the first list answer`, 'coldStartMs', site.coldStartMs),
  ];
}
