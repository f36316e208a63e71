// `npm run bench`: measures the built Agora against its performance budgets (bench/goals.mjs)
// and prints every figure beside its goal, with pass or MISS and by how much. It reports and
// never fails on a number: these machines are noisy, people judge.
//
// Sections (--only a,b): pages (Lighthouse), reads, writes, deep, comments, instances,
// footprint. Each runs on fresh data in a temporary folder and a new database, on the embedded
// database and on PostgreSQL where the budgets tell them apart (--databases). Throughput figures
// alternate their targets over --rounds rounds (A B A B …) and take medians. The README's
// "Benchmark" section says what each figure means and how it is measured.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from './build-if-needed.mjs';
import { addCommenters, measureCommentThread } from './bench/comment-thread.mjs';
import { fillWithPosts, measureDeepPages } from './bench/deep-pages.mjs';
import { measureFootprint } from './bench/footprint.mjs';
import { renderTable } from './bench/goals.mjs';
import { measurePages } from './bench/lighthouse.mjs';
import { stopAll } from './bench/processes.mjs';
import { BUILD, createDatabase, findPostgres, prepareSite } from './bench/site.mjs';
import { measureInstances, measureReads, measureWrites } from './bench/throughput.mjs';

const SECTIONS = ['pages', 'reads', 'writes', 'deep', 'comments', 'instances', 'footprint'];
const USAGE = `Usage: npm run bench -- [--only ${SECTIONS.join(',')}] [--databases embedded,postgres]
  [--rounds 5] [--duration 4] [--connections 50] [--deep-posts 100000] [--lighthouse-runs 3] [--json]
  [--against dist/node-before] (the footprint's cold start alternated with a copy of an earlier build)`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: SECTIONS.join(',') },
      databases: { type: 'string', default: 'embedded,postgres' },
      rounds: { type: 'string', default: '5' },
      duration: { type: 'string', default: '4' },
      connections: { type: 'string', default: '50' },
      'deep-posts': { type: 'string', default: '100000' },
      'lighthouse-runs': { type: 'string', default: '3' },
      json: { type: 'boolean', default: false },
      against: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const list = (text, allowed, name) => {
    const items = text.split(',').map((item) => item.trim()).filter(Boolean);
    const unknown = items.filter((item) => !allowed.includes(item));
    if (unknown.length > 0 || items.length === 0) throw new Error(`--${name} takes some of ${allowed.join(', ')}; not ${unknown.join(', ') || 'nothing'}.`);
    return new Set(items);
  };
  const whole = (text, name, min) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}.`);
    return n;
  };
  const only = list(values.only, SECTIONS, 'only');
  const databases = list(values.databases, ['embedded', 'postgres'], 'databases');
  if (values.against !== undefined && !(only.has('footprint') && databases.has('embedded'))) {
    throw new Error('--against alternates the footprint\'s cold start on the embedded database: --only and --databases must include footprint and embedded.');
  }
  return {
    only,
    databases,
    rounds: whole(values.rounds, 'rounds', 1),
    duration: whole(values.duration, 'duration', 1),
    connections: whole(values.connections, 'connections', 1),
    deepPosts: whole(values['deep-posts'], 'deep-posts', 1000),
    lighthouseRuns: whole(values['lighthouse-runs'], 'lighthouse-runs', 1),
    json: values.json,
    against: values.against === undefined ? null : earlierBuild(values.against),
  };
}

/**
 * --against: a copy of an earlier build's server (`cp -r dist/node dist/node-before` before the
 * change, then `npm run build`). It must sit inside this checkout, where its bundle finds the
 * packages it leaves outside (node_modules), and must not be the build measured.
 */
function earlierBuild(folder) {
  const path = resolve(folder);
  const checkout = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(join(path, 'server.mjs')) || !existsSync(join(path, 'server-bundle.cjs'))) {
    throw new Error(`--against takes a copy of an earlier build's dist/node (cp -r dist/node dist/node-before); ${folder} holds no server.mjs and server-bundle.cjs.`);
  }
  if (!path.startsWith(checkout)) throw new Error(`--against: ${folder} must be inside this checkout (${checkout}), where its bundle finds node_modules.`);
  if (path === BUILD) throw new Error('--against: that is the build being measured; copy it aside before the change.');
  return { folder: path, name: relative(checkout, path) };
}

let options;
try {
  options = parseOptions();
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}

// Progress goes to stderr, so --json leaves stdout to the JSON alone.
const log = (line) => console.error(line);
const ctx = { ...options, log };
const open = new Set();
const figures = [];
const skipped = [];

/** Prepares a site, runs `measure` on it, and always closes it (and drops its database). */
async function withSite(label, database, siteOptions, measure) {
  const dropDatabase = database === 'embedded' ? null : await createDatabase(database);
  const resource = { dropDatabase, site: null };
  open.add(resource);
  try {
    resource.site = await prepareSite({ database: dropDatabase?.url ?? 'embedded', ...siteOptions });
    resource.site.label = label;
    await measure(resource.site);
  } finally {
    await closeResource(resource);
  }
}

async function closeResource(resource) {
  open.delete(resource);
  await resource.site?.close();
  await resource.dropDatabase?.drop();
}

async function cleanUp() {
  await stopAll();
  for (const resource of [...open]) await closeResource(resource).catch(() => {});
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    log(`\n${signal}: stopping every process the bench started and removing its data…`);
    await cleanUp();
    process.exit(130);
  });
}

// Whatever goes wrong, the servers, browsers and databases the bench made do not outlive it.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.once(event, async (error) => {
    console.error(`\nThe bench stopped (${event}): ${error?.stack ?? error}`);
    await cleanUp();
    process.exit(1);
  });
}

async function section(name, label, run) {
  const started = performance.now();
  log(`\n${name} [${label}]…`);
  const measured = await run();
  figures.push(...measured);
  log(`  (${Math.round((performance.now() - started) / 1000)} s)`);
}

async function main() {
  buildIfNeeded();
  const postgresServer = options.databases.has('postgres') ? await findPostgres() : null;
  if (options.databases.has('postgres') && !postgresServer) skipped.push('PostgreSQL: no server answered (set BENCH_DATABASE_URL)');
  const databases = [...options.databases].flatMap((db) => (db === 'embedded' ? [['embedded', 'embedded']] : postgresServer ? [['postgres', postgresServer]] : []));
  const { only } = options;

  if (only.has('pages')) {
    await withSite('embedded', 'embedded', { writables: 0 }, (site) => section('pages', 'embedded', () => measurePages(site, ctx)));
  }
  for (const [label, database] of databases) {
    const here = ['reads', 'writes', label === 'postgres' ? 'instances' : 'footprint'].filter((name) => only.has(name));
    if (label === 'embedded' && only.has('instances') && !options.databases.has('postgres')) skipped.push('instances: PostgreSQL only');
    if (here.length > 0) {
      await withSite(label, database, {}, async (site) => {
        if (here.includes('reads')) await section('reads', label, () => measureReads(site, ctx));
        if (here.includes('writes')) await section('writes', label, () => measureWrites(site, ctx));
        if (here.includes('instances')) await section('instances', label, () => measureInstances(site, ctx));
        if (here.includes('footprint')) await section('footprint', label, () => measureFootprint(site, ctx));
      });
    }
    if (only.has('deep')) {
      await withSite(label, database, { beforeMember: fillWithPosts(options.deepPosts, log), writables: 1 }, (site) =>
        section('deep pages', label, () => measureDeepPages(site, ctx)),
      );
    }
    if (only.has('comments')) {
      await withSite(label, database, { beforeMember: addCommenters(log), writables: 0 }, (site) => section('comments', label, () => measureCommentThread(site, ctx)));
    }
  }
}

const startedAt = new Date();
let failure = null;
try {
  await main();
} catch (error) {
  failure = error;
} finally {
  await cleanUp();
}
const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
if (options.json) {
  console.log(JSON.stringify({ startedAt, seconds, options: { ...options, only: [...options.only], databases: [...options.databases], against: options.against?.name ?? null }, figures, skipped, error: failure?.message ?? null }, null, 2));
} else {
  if (figures.length > 0) {
    console.log(renderTable(figures));
    console.log(`\nLoad: autocannon, ${options.connections} connections, ${options.duration} s per run, ${options.rounds} rounds alternating the targets, medians. ${seconds} s in all.`);
    console.log('Everything shares this machine\'s cores with the load generator (and whatever else runs): compare runs on one machine only.');
  }
  for (const line of skipped) console.log(`Skipped: ${line}.`);
}
if (failure) {
  console.error(`\nThe bench stopped: ${failure.stack ?? failure.message}`);
  process.exitCode = 1;
}
