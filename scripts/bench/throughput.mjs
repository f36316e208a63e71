// Requests per second, always against something measured in the same rounds: Agora against a
// bare server sending its very bytes, a member against a visitor, reads with writes mixed in
// against pure reads, two instances against one.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figure } from './goals.mjs';
import { alternate, load, loadTogether, median, pairedShare } from './load.mjs';
import { captureAnswers } from './bare-server.mjs';
import { freePort, removeFolder, startChild, stop, tempFolder, treeCpuMs, waitUntilAnswering } from './processes.mjs';
import { editorBody, FIRST_PAGE, startInstance } from './site.mjs';

const bareServerScript = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const PAGE_HTML = '/blog/1';
const MEMBER_ONLY_LIST = '/api/collaborations/board';

/** Starts a bare server answering `paths` with Agora's captured bytes; resolves with its base URL and a stop. */
export async function startBareServer(base, paths) {
  const folder = tempFolder('agora-bench-bare-');
  const file = join(folder, 'captured.json');
  const captured = await captureAnswers(base, paths);
  writeFileSync(file, JSON.stringify(captured));
  const port = await freePort();
  const child = startChild(process.execPath, [bareServerScript, file, String(port)]);
  await waitUntilAnswering(`http://127.0.0.1:${port}${paths[0]}`, child);
  // Bytes of the headers Agora chose (Node adds the same date and keep-alive lines to both).
  const headerBytes = new Map(captured.map(({ path, headers }) => [path, headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)]));
  return {
    base: `http://127.0.0.1:${port}`,
    headerBytes,
    async close() {
      await stop(child);
      removeFolder(folder);
    },
  };
}

/** Cached public reads against the bare server, and a member's reads against a visitor's. */
export async function measureReads(site, ctx) {
  const { base } = site.server;
  const bare = await startBareServer(base, [FIRST_PAGE, PAGE_HTML]);
  const run = (url, headers) => (duration = ctx.duration) => load({ url, headers, connections: ctx.connections, duration });
  const member = { cookie: site.member.cookie };
  // A post's answer depends on who asks (may they edit it?), so it resolves the session: the
  // read where a member can cost more than a visitor. The public list never asks.
  const list = await (await fetch(base + FIRST_PAGE)).json();
  const post = `/api/posts/${list.posts[0].id}`;
  try {
    // Each read once before the rounds, so every round reads a cached answer.
    for (const path of [FIRST_PAGE, PAGE_HTML, post, MEMBER_ONLY_LIST]) await fetch(base + path, { headers: member }).then((r) => r.arrayBuffer());
    const result = await alternate(
      [
        // Each pair side by side; the members' board last.
        { name: 'agora list', run: run(base + FIRST_PAGE) },
        { name: 'bare list', run: run(bare.base + FIRST_PAGE) },
        { name: 'member list', run: run(base + FIRST_PAGE, member) },
        { name: 'agora page', run: run(base + PAGE_HTML) },
        { name: 'bare page', run: run(bare.base + PAGE_HTML) },
        { name: 'visitor post', run: run(base + post) },
        { name: 'member post', run: run(base + post, member) },
        { name: 'member-only list', run: run(base + MEMBER_ONLY_LIST, member) },
      ],
      ctx.rounds,
      ctx.log,
    );
    const db = site.label;
    const rps = (name) => `${Math.round(result[name].rps)} req/s, rounds ${result[name].rounds.join(' ')}`;
    return [
      figure('reads', db, `cached public list ${FIRST_PAGE}, share of bare Fastify`, 'shareOfBare', pairedShare(result, 'agora list', 'bare list'), `${rps('agora list')} vs ${rps('bare list')}; ${bare.headerBytes.get(FIRST_PAGE)} B of headers`),
      figure('reads', db, `page HTML ${PAGE_HTML}, share of bare Fastify`, 'shareOfBare', pairedShare(result, 'agora page', 'bare page'), `${rps('agora page')} vs ${rps('bare page')}; ${bare.headerBytes.get(PAGE_HTML)} B of headers`),
      // The bare server's p99 in the same rounds is this machine's floor: load generator and server share 2 cores.
      figure('reads', db, 'cached public list, p99 at the load above', 'readP99Ms', result['agora list'].p99, `bare Fastify: ${result['bare list'].p99} ms`),
      figure('reads', db, 'page HTML, p99', 'readP99Ms', result['agora page'].p99, `bare Fastify: ${result['bare page'].p99} ms`),
      figure('reads', db, "signed-in member's public list, share of a visitor's", 'memberShare', pairedShare(result, 'member list', 'agora list'), rps('member list')),
      figure('reads', db, "signed-in member's post /api/posts/{id} (session resolved), share of a visitor's", 'memberShare', pairedShare(result, 'member post', 'visitor post'), `${rps('member post')} vs ${rps('visitor post')}`),
      figure('reads', db, `members' board ${MEMBER_ONLY_LIST} (kept per member), share of a visitor's list`, 'memberShare', pairedShare(result, 'member-only list', 'agora list'), rps('member-only list')),
      figure('reads', db, 'failed answers in all read runs', 'errors', Object.values(result).reduce((sum, r) => sum + r.errors, 0)),
    ];
  } finally {
    await bare.close();
  }
}

/**
 * A member's reads of the public list with one request in ten a write (alternately an edit of
 * one of their posts and of one of their collaborations, spread over several of each), against
 * the same reads with no writes.
 */
export function writeMix(site, cookie) {
  const { posts, collaborations, thumbnailId } = site.writables;
  let writes = 0;
  const read = { method: 'GET', path: FIRST_PAGE, headers: { cookie } };
  const write = {
    method: 'PUT',
    headers: { cookie, origin: site.server.base, 'content-type': 'application/json' },
    setupRequest(request) {
      const n = writes++;
      const ids = n % 2 ? collaborations : posts;
      const id = ids[(n >> 1) % ids.length];
      const path = n % 2 ? `/api/collaborations/${id}` : `/api/posts/${id}`;
      return { ...request, path, body: JSON.stringify(editorBody(`Bench ${n % 2 ? 'collaboration' : 'post'} edit ${n}`, thumbnailId)) };
    },
  };
  return { reads: Array(10).fill(read), mixed: [...Array(9).fill(read), write] };
}

/**
 * What one write costs the machine: the CPU time of the server's process tree (with the embedded
 * database's processes) per request in the mix, less nine tenths of a pure read's, times ten.
 * Medians over the rounds, in ms; null without /proc.
 */
function cpuPerWrite(result) {
  const perRequest = (name, part) => median(result[name].runs.map((run) => (run.cpu ? run.cpu[part] / run.requests : NaN)));
  if (![...result['pure reads'].runs, ...result['10% writes'].runs].every((run) => run.cpu)) return null;
  const of = (part) => ({ read: perRequest('pure reads', part), write: 10 * perRequest('10% writes', part) - 9 * perRequest('pure reads', part) });
  return { server: of('own'), database: of('children') };
}

export async function measureWrites(site, ctx) {
  const { base } = site.server;
  const { reads, mixed } = writeMix(site, site.member.cookie);
  const pid = site.server.child.pid;
  const run = (requests) => async (duration = ctx.duration) => {
    const before = treeCpuMs(pid);
    const figures = await load({ url: base, requests, connections: ctx.connections, duration });
    const after = treeCpuMs(pid);
    return before && after ? { ...figures, cpu: { own: after.own - before.own, children: after.children - before.children } } : figures;
  };
  const result = await alternate(
    [
      { name: 'pure reads', run: run(reads) },
      { name: '10% writes', run: run(mixed) },
    ],
    ctx.rounds,
    ctx.log,
  );
  const db = site.label;
  const mix = result['10% writes'];
  const cpu = cpuPerWrite(result);
  const ms = (value) => value.toFixed(value < 1 ? 2 : 1);
  // The embedded database runs under the server; a PostgreSQL server's own work is not seen here.
  const cost = !cpu ? '' : db === 'embedded' ? `; CPU per write ${ms(cpu.server.write + cpu.database.write)} ms (server ${ms(cpu.server.write)}, embedded PostgreSQL ${ms(cpu.database.write)}), per read ${ms(cpu.server.read + cpu.database.read)} ms` : `; the server's CPU per write ${ms(cpu.server.write)} ms, per read ${ms(cpu.server.read)} ms (PostgreSQL's own not seen)`;
  return [
    figure('writes', db, '10% writes mixed in, share of pure reads', 'mixShare', pairedShare(result, '10% writes', 'pure reads'), `${Math.round(mix.rps)} vs ${Math.round(result['pure reads'].rps)} req/s${cost}`),
    figure('writes', db, '10% writes mixed in, p99', 'mixP99Ms', mix.p99, `pure reads: ${result['pure reads'].p99} ms`),
    figure('writes', db, 'failed answers with writes mixed in', 'errors', mix.errors + result['pure reads'].errors),
  ];
}

/** Two processes on one PostgreSQL database, the cached list read on both at once, against one alone. */
export async function measureInstances(site, ctx) {
  const second = await startInstance(site, await freePort());
  try {
    const urls = [site.server.base, second.base].map((base) => base + FIRST_PAGE);
    const one = (duration = ctx.duration) => load({ url: urls[0], connections: ctx.connections, duration });
    const both = async (duration = ctx.duration) => {
      const figures = await loadTogether(urls.map((url) => ({ url, connections: ctx.connections, duration })));
      return { rps: figures[0].rps + figures[1].rps, p99: Math.max(figures[0].p99, figures[1].p99), errors: figures[0].errors + figures[1].errors };
    };
    const result = await alternate(
      [
        { name: 'one instance', run: one },
        { name: 'two instances', run: both },
      ],
      ctx.rounds,
      ctx.log,
    );
    return [
      figure('instances', site.label, 'two instances read, against one (cached public list)', 'twoInstances', pairedShare(result, 'two instances', 'one instance'), `${Math.round(result['two instances'].rps)} vs ${Math.round(result['one instance'].rps)} req/s; on 2 cores shared with the load generator this shows contention, not scaling`),
      figure('instances', site.label, 'failed answers, two instances', 'errors', result['two instances'].errors + result['one instance'].errors),
    ];
  } finally {
    await stop(second.child);
  }
}
