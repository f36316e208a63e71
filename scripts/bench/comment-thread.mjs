// A post's page with a lively thread: 100 live comments under one post for everyone,
// read as the public-read budgets read everything else. Under load: the page's HTML as a visitor
// (p99, and its share of a bare server sending the same bytes), the thread's first page as a
// signed-in member and as a visitor once the site shows visitors the comments (p99, and the
// member's share of the visitor's). The live comments of a page are read once and kept in the
// public cache until a comment or an author changes (features/comments/routes.ts); a visitor's
// answer is kept whole, a member's is presented for them from it after one query of their own
// (their mute, a comment of theirs that is not live). One at a time: each thread's first page,
// answer time, as the first page of posts is timed.
import { figure } from './goals.mjs';
import { alternate, load, median, pairedShare } from './load.mjs';
import { FIRST_PAGE, memberRequest, runCli, signIn } from './site.mjs';
import { startBareServer } from './throughput.mjs';

const COMMENTS = 100;
const SAMPLES = 15;
/**
 * Who writes the thread with the bench member, in turn: four writers keep each at 25 comments,
 * under the comments' limit of 30 in ten minutes per member. The administrator (the first) also
 * switches the visitors' setting on.
 */
const COMMENTERS = [
  { email: 'bench.admin@example.org', password: 'bench-admin-password-2026', name: 'Anna', surname: 'Admin', role: ['--admin'] },
  { email: 'bench.teacher@example.org', password: 'bench-teacher-password-2026', name: 'Theo', surname: 'Teacher', role: ['--teacher'] },
  { email: 'bench.neighbour@example.org', password: 'bench-neighbour-password-2026', name: 'Nora', surname: 'Neighbour', role: [] },
];

/** Creates the thread's other writers with `user:add`, the server stopped (it refuses while one holds the embedded database). */
export function addCommenters(log) {
  return async (site) => {
    const started = performance.now();
    for (const { email, password, name, surname, role } of COMMENTERS) {
      runCli('user-add.ts', ['--email', email, '--password', password, '--name', name, '--surname', surname, ...role], site.env);
    }
    log(`  added ${COMMENTERS.length} commenters in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
}

/**
 * Writes `COMMENTS` comments under the post through the API, the writers in turn: one in five a
 * reply (to the comment four before it), one in ten naming the previous writer with @, as
 * members write them (so a read presents replies and mentions too).
 */
async function writeThread(site, postId, writers) {
  let parentId = null;
  for (let n = 0; n < COMMENTS; n++) {
    const writer = writers[n % writers.length];
    const named = n % 10 === 9 ? writers[(n - 1) % writers.length] : null;
    const body = {
      body: `Bench comment ${n}: what a lovely afternoon in the garden${named ? `, thank you @${named.name}` : ''}; see https://example.org/garden/${n}`,
      ...(named ? { mentionIds: [named.id] } : {}),
      ...(n % 5 === 4 ? { parentId } : {}),
    };
    const written = await memberRequest(site, 'POST', `/api/posts/${postId}/comments`, body, writer);
    if (n % 5 === 0) parentId = written.id;
  }
}

async function timedRead(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${Buffer.from(body).toString()}`);
  return ms;
}

/**
 * Writes the thread under the newest demo post (the site has no posts of the bench member's: open
 * to everyone, by someone who does not comment) and shows the comments to visitors; resolves with
 * the page's and the thread's first page's paths.
 */
async function prepareThread(site, log) {
  const { base } = site.server;
  const post = (await (await fetch(base + FIRST_PAGE)).json()).posts[0];
  const [admin, ...others] = await Promise.all(COMMENTERS.map((account) => signIn(base, account)));
  const started = performance.now();
  await writeThread(site, post.id, [site.member, admin, ...others]);
  log(`  wrote ${COMMENTS} comments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await memberRequest(site, 'PUT', '/api/admin/comments-for-visitors', { on: true }, admin);
  const thread = `/api/posts/${post.id}/comments?page=1`;
  // A visitor must read the whole thread, every comment live: 80 comments with 20 replies, the
  // first page's 20 comments with 5 of them.
  const read = await (await fetch(base + thread)).json();
  const onFirstPage = read.comments?.reduce((sum, comment) => sum + 1 + comment.replies.length, 0);
  if (read.total !== 80 || onFirstPage !== 25) throw new Error(`A visitor reads ${read.total} comments (${onFirstPage} with replies on page 1) under the bench's post: ${JSON.stringify(read).slice(0, 300)}`);
  return { page: `/blog-post/${post.id}`, thread };
}

export async function measureCommentThread(site, ctx) {
  const { base } = site.server;
  const { page, thread } = await prepareThread(site, ctx.log);
  const member = { cookie: site.member.cookie };
  const bare = await startBareServer(base, [page]);
  try {
    const run = (url, headers) => (duration = ctx.duration) => load({ url, headers, connections: ctx.connections, duration });
    // Each read once before the rounds: the page is then a cached answer, as a visitor reads it.
    for (const path of [page, thread]) await fetch(base + path).then((r) => r.arrayBuffer());
    const result = await alternate(
      [
        { name: 'agora post page', run: run(base + page) },
        { name: 'bare post page', run: run(bare.base + page) },
        { name: 'visitor thread', run: run(base + thread) },
        { name: 'member thread', run: run(base + thread, member) },
      ],
      ctx.rounds,
      ctx.log,
    );
    const answers = {};
    for (const [name, headers] of [
      ['member', member],
      ['visitor', {}],
    ]) {
      const times = [];
      for (let i = 0; i < SAMPLES; i++) times.push(await timedRead(base + thread, headers));
      answers[name] = median(times);
    }
    const db = site.label;
    const rps = (name) => `${Math.round(result[name].rps)} req/s, rounds ${result[name].rounds.join(' ')}`;
    return [
      figure('comments', db, `post page HTML /blog-post/{id} with ${COMMENTS} comments (visitor), share of bare Fastify`, 'shareOfBare', pairedShare(result, 'agora post page', 'bare post page'), `${rps('agora post page')} vs ${rps('bare post page')}; ${bare.headerBytes.get(page)} B of headers`),
      figure('comments', db, 'post page HTML, p99', 'readP99Ms', result['agora post page'].p99),
      figure('comments', db, `thread's first page /api/posts/{id}/comments?page=1 (member: the shared page's JSON, kept per reader), p99`, 'readP99Ms', result['member thread'].p99, rps('member thread')),
      figure('comments', db, "thread's first page (visitor, setting on, cached), p99", 'readP99Ms', result['visitor thread'].p99, rps('visitor thread')),
      figure('comments', db, "thread's first page, a member's share of a visitor's", 'memberShare', pairedShare(result, 'member thread', 'visitor thread')),
      figure('comments', db, `thread's first page (member), answer time, median of ${SAMPLES}`, 'firstPageMs', answers.member),
      figure('comments', db, `thread's first page (visitor, setting on), answer time, median of ${SAMPLES}`, 'firstPageMs', answers.visitor),
      figure('comments', db, 'failed answers in all thread runs', 'errors', Object.values(result).reduce((sum, r) => sum + r.errors, 0)),
    ];
  } finally {
    await bare.close();
  }
}
