// `npm run bench`: measures Agora against DESIGN.md's performance budgets and prints where
// it stands. It never fails on a number (these machines are noisy): it reports, people judge.
//
// What it does, in a throwaway DATA_DIR on the embedded database:
//   1. starts the built server once (migrations, demo content, site pictures), stops it;
//   2. adds enough posts for 500+ pages (`npm run seed`);
//   3. starts it again and times that cold start, then reads its idle memory;
//   4. times uncached list pages near page 500 against pages near page 1;
//   5. for each public read, fetches the answer once, serves the very same bytes from a bare
//      Fastify server (scripts/bench-bare-server.mjs), and loads both side by side with
//      autocannon; the server's memory is sampled under that load.
//
//   6. with a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
//      one at 127.0.0.1:5432 if it answers), two instances on one new database read the post
//      list at once, side by side with two bare servers loaded at once: each instance's share
//      of a bare server, and what two read against one.
//
// Options: --seconds N per run (default 10), --connections N (default 50), --posts N (6,100).
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' }, posts: { type: 'string', default: '6100' } },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const POSTS = Number(values.posts);

// DESIGN.md "Performance budgets".
const BUDGET = { throughputShare: 0.5, p99Ms: 10, coldStartMs: 1000, idleRssMb: 150, loadRssMb: 250, deepPageFactor: 1.5 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

async function waitUntilAnswering(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** Starts the built server; resolves once /api/health answers, with how long that took. */
async function startAgora(env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/node/server.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilAnswering(`http://127.0.0.1:${env.PORT}/api/health`, child);
  return { child, startMs: performance.now() - started };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One autocannon run; returns requests per second, p99 latency and non-2xx answers. */
async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const verdict = (ok) => (ok ? 'within' : 'MISSED');

/** Loads several URLs at the same time, `CONNECTIONS` each; requests per second of each. */
async function loadTogether(urls) {
  return Promise.all(urls.map((url) => load(url)));
}

/** A PostgreSQL server that answers, for the two-instance figures; null when there is none. */
async function findPostgres() {
  for (const url of [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres']) {
    if (!url) continue;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      // try the next one
    }
  }
  return null;
}

/**
 * Two instances on one PostgreSQL database, read at once, against two bare servers read at
 * once (DESIGN.md: two instances read ≥ 1.8× what one reads; each at ≥ 0.6 of a bare one).
 * On a 2-core machine the two instances, the two bare servers and autocannon share the same
 * cores, so the "two against one" figure shows contention here rather than scaling.
 */
async function twoInstances(serverUrl) {
  const name = `agora_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const instances = [];
  const bares = [];
  try {
    const ports = [await freePort(), await freePort()];
    const envOf = (port) => ({
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'agora-bench-pg-')),
      DATABASE_URL: url.toString(),
      AUTH_SECRET: 'bench-secret-that-is-at-least-32-characters',
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    for (const port of ports) instances.push((await startAgora(envOf(port))).child);
    const path = '/api/posts?page=1';
    const one = await load(`http://127.0.0.1:${ports[0]}${path}`);
    const both = await loadTogether(ports.map((port) => `http://127.0.0.1:${port}${path}`));

    const response = await fetch(`http://127.0.0.1:${ports[0]}${path}`);
    const capturedFile = join(dataDir, 'captured-pg.json');
    writeFileSync(capturedFile, JSON.stringify([{ path, contentType: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()).toString('base64') }]));
    const barePorts = [await freePort(), await freePort()];
    for (const port of barePorts) {
      const child = spawn(process.execPath, [join(root, 'scripts/bench-bare-server.mjs'), capturedFile, String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
      bares.push(child);
      await waitUntilAnswering(`http://127.0.0.1:${port}${path}`, child);
    }
    const bareBoth = await loadTogether(barePorts.map((port) => `http://127.0.0.1:${port}${path}`));
    return { one, both, bareBoth };
  } finally {
    for (const child of [...instances, ...bares]) await stop(child);
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'agora-bench-'));
const agoraPort = await freePort();
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(agoraPort), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const base = `http://127.0.0.1:${agoraPort}`;
let agora;
let bare;
try {
  console.log(`Preparing a blog of ${POSTS} posts in ${dataDir}…`);
  ({ child: agora } = await startAgora(env));
  await stop(agora);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts', '--posts', String(POSTS)], { cwd: root, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('Seeding failed.');

  const cold = await startAgora(env);
  agora = cold.child;
  await sleep(3000);
  const idleRss = rssMb(agora.pid);

  // Page 500 against page 1, each read for the first time (a cache miss, so the database
  // answers): an index-backed list costs about the same at any depth.
  const lastPage = Math.min(500, Math.floor(POSTS / 12));
  const missMs = async (pages) => {
    const times = [];
    for (const page of pages) {
      const started = performance.now();
      await (await fetch(`${base}/api/posts?page=${page}`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[times.length >> 1];
  };
  const range = (from, n) => Array.from({ length: n }, (_, i) => from + i);
  await missMs(range(30, 20)); // warms up the code paths, so the first measured range is not penalised
  const shallowMs = await missMs(range(2, 20));
  const deepMs = await missMs(range(lastPage - 19, 20));

  const firstPage = await (await fetch(`${base}/api/posts?page=1`)).json();
  const postId = firstPage.posts[0].id;
  const targets = [
    ['post list, page 1', '/api/posts?page=1'],
    ['post with author card', `/api/posts/${postId}`],
    ['home data (site pictures)', '/api/site'],
    ['blog page HTML', '/blog/1'],
  ];

  // The bare server answers each path with the bytes and content type Agora sent.
  const captured = [];
  for (const [, path] of targets) {
    const response = await fetch(base + path);
    captured.push({ path, contentType: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()).toString('base64') });
  }
  const capturedFile = join(dataDir, 'captured.json');
  writeFileSync(capturedFile, JSON.stringify(captured));
  const barePort = await freePort();
  bare = spawn(process.execPath, [join(root, 'scripts/bench-bare-server.mjs'), capturedFile, String(barePort)], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilAnswering(`http://127.0.0.1:${barePort}${targets[0][1]}`, bare);

  console.log(`\nLoad: ${CONNECTIONS} connections, ${SECONDS} s per run, Agora then the bare server, one after the other.\n`);
  let peakRss = idleRss ?? 0;
  const rows = [];
  for (const [label, path] of targets) {
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(agora.pid) ?? 0)), 250);
    const ours = await load(base + path);
    clearInterval(sampler);
    const theirs = await load(`http://127.0.0.1:${barePort}${path}`);
    rows.push({ label, ours, theirs });
  }

  const pad = (text, width) => String(text).padEnd(width);
  console.log(`${pad('read', 30)}${pad('Agora req/s', 13)}${pad('bare req/s', 12)}${pad('share', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}budget`);
  for (const { label, ours, theirs } of rows) {
    const share = ours.rps / theirs.rps;
    const ok = share >= BUDGET.throughputShare && ours.p99 <= BUDGET.p99Ms && ours.errors === 0;
    console.log(
      `${pad(label, 30)}${pad(Math.round(ours.rps), 13)}${pad(Math.round(theirs.rps), 12)}${pad(`${Math.round(share * 100)}%`, 8)}${pad(ours.p99, 8)}${pad(ours.errors, 8)}${verdict(ok)}`,
    );
  }
  const deepFactor = deepMs / shallowMs;
  console.log(`
cold start with ${POSTS} posts: ${Math.round(cold.startMs)} ms (budget ${BUDGET.coldStartMs}): ${verdict(cold.startMs <= BUDGET.coldStartMs)}
idle memory: ${idleRss?.toFixed(0) ?? '?'} MB (budget ${BUDGET.idleRssMb}): ${verdict(idleRss !== null && idleRss <= BUDGET.idleRssMb)}
memory under load: ${peakRss.toFixed(0)} MB at most (budget ${BUDGET.loadRssMb}): ${verdict(peakRss <= BUDGET.loadRssMb)}
uncached list pages ${lastPage - 19}–${lastPage} vs 2–21: ${deepMs.toFixed(1)} ms vs ${shallowMs.toFixed(1)} ms median, ${deepFactor.toFixed(2)}× (budget about 1×): ${verdict(deepFactor <= BUDGET.deepPageFactor)}

Share is Agora's requests per second over the bare server's, on the same bytes (budget ≥ ${BUDGET.throughputShare * 100}%,
p99 ≤ ${BUDGET.p99Ms} ms). Both share this machine's cores with autocannon: compare runs on one machine only.`);

  await stop(agora);
  agora = undefined;
  const postgres = await findPostgres();
  if (!postgres) {
    console.log('\nTwo instances: skipped (no PostgreSQL answered; set BENCH_DATABASE_URL to measure them).');
  } else {
    console.log(`\nTwo instances on one PostgreSQL database (${new URL(postgres).host}), the post list read on both at once…`);
    const { one, both, bareBoth } = await twoInstances(postgres);
    const total = both[0].rps + both[1].rps;
    for (const [i, ours] of both.entries()) {
      const share = ours.rps / bareBoth[i].rps;
      console.log(
        `${pad(`instance ${'AB'[i]} (both loaded)`, 30)}${pad(Math.round(ours.rps), 13)}${pad(Math.round(bareBoth[i].rps), 12)}${pad(`${Math.round(share * 100)}%`, 8)}${pad(ours.p99, 8)}${pad(ours.errors, 8)}${verdict(share >= BUDGET.throughputShare && ours.p99 <= BUDGET.p99Ms && ours.errors === 0)}`,
      );
    }
    console.log(`two instances read ${Math.round(total)} req/s against one alone ${Math.round(one.rps)}: ${(total / one.rps).toFixed(2)}× (budget ≥ 1.8× on a machine with cores to spare)`);
  }
} finally {
  if (bare) await stop(bare);
  if (agora) await stop(agora);
  rmSync(dataDir, { recursive: true, force: true });
}
