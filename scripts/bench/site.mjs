// An Agora to measure: the built server on a fresh data folder and a fresh database (the
// embedded one, or a new PostgreSQL database), with the demo content, a signed-in member and
// a few posts and collaborations of that member's to edit.
import pg from 'pg';
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, removeFolder, sleep, startChild, stop, tempFolder, waitUntilAnswering } from './processes.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const FIRST_PAGE = '/api/posts?page=1';
/** The server's build: the folder `npm run build` writes it to. Another (`--against`) is a copy of one. */
export const BUILD = join(root, 'dist', 'node');
/** Where the server built in `build` keeps its code cache; imported late, since the bench builds the server after loading this module. */
const codeCachePath = async (build = BUILD) => (await import('../../dist/node/server/boot/run-bundle.js')).cachePath(join(build, 'server-bundle.cjs'));
const MEMBER = { email: 'bench.member@example.org', password: 'bench-member-password-2026', name: 'Bench', surname: 'Member' };

/** A brand-new PostgreSQL database on the server `serverUrl` names; `drop()` removes it. */
export async function createDatabase(serverUrl) {
  const name = `agora_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A PostgreSQL server that answers (BENCH_DATABASE_URL, TEST_DATABASE_URL, the local one); null when none does. */
export async function findPostgres() {
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

export function runCli(script, args, env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `src/server/cli/${script}`, ...args], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** One Agora server process on `site`'s data (of the server built in `build`); resolves with it and the time to its first list answer. */
export async function startInstance(site, port = site.port, build = BUILD) {
  const env = { ...site.env, PORT: String(port) };
  const started = performance.now();
  const child = startChild(process.execPath, [join(build, 'server.mjs')], { cwd: root, env });
  await waitUntilAnswering(`http://127.0.0.1:${port}${FIRST_PAGE}`, child);
  return { child, port, base: `http://127.0.0.1:${port}`, startMs: performance.now() - started };
}

/**
 * Waits for the code cache a server saves a few seconds after its start (decision 0064), so that
 * the starts measured are those of a site that has run before, as every start after the first is.
 */
export async function codeCacheSaved(build = BUILD) {
  const cache = await codeCachePath(build);
  for (let waited = 0; !existsSync(cache); waited += 100) {
    if (waited > 30_000) throw new Error(`The server saved no code cache (${cache}) within 30 s.`);
    await sleep(100);
  }
}

/** Restarts `site` without the code cache (put aside, then back), as the first start after a build is; resolves with its time. */
export async function startWithoutCodeCache(site) {
  const cache = await codeCachePath();
  const aside = `${cache}.aside`;
  renameSync(cache, aside);
  try {
    return (await site.restart()).startMs;
  } finally {
    // This start may have saved its own by now; the one put aside is the same bundle's.
    rmSync(cache, { force: true });
    renameSync(aside, cache);
  }
}

/**
 * Prepares a site and leaves its server running. `database` is 'embedded' or a PostgreSQL
 * database URL; `beforeMember(site)` runs with the server stopped, after the first start
 * created the schema and the demo content (the deep-page section adds 100,000 posts there).
 */
export async function prepareSite({ database, beforeMember, writables = 5 }) {
  const dataDir = tempFolder('agora-bench-');
  const site = {
    database,
    dataDir,
    port: await freePort(),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database === 'embedded' ? '' : database,
      AUTH_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // As `npm start` runs the server (package.json): glibc's arenas capped and large blocks
      // mapped on their own (given back when freed), unless set otherwise here.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    },
    server: null,
    member: null,
    /** Stops the server and starts it again, the one built in `build` if given. */
    async restart(build = BUILD) {
      await stop(site.server?.child);
      site.server = await startInstance(site, site.port, build);
      return site.server;
    },
    async close() {
      await stop(site.server?.child);
      removeFolder(dataDir);
    },
  };
  try {
    site.server = await startInstance(site);
    await codeCacheSaved();
    await stop(site.server.child);
    if (beforeMember) await beforeMember(site);
    // user:add refuses while a server holds the embedded database, so it runs in between.
    runCli('user-add.ts', ['--email', MEMBER.email, '--password', MEMBER.password, '--name', MEMBER.name, '--surname', MEMBER.surname], site.env);
    site.server = await startInstance(site);
    site.coldStartMs = site.server.startMs;
    site.member = await signIn(site.server.base);
    site.writables = await createWritables(site, writables);
    return site;
  } catch (error) {
    await site.close();
    throw error;
  }
}

/** Signs `account` (the bench member unless said) in through the API; resolves with its session cookie, id and name. */
export async function signIn(base, account = MEMBER) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    // As a browser on this site sends it: better-auth refuses a sign-in without an Origin.
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Signing ${account.email} in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  // A cookie that does not sign in would make "member" figures a visitor's: check it does.
  const session = await (await fetch(`${base}/api/session`, { headers: { cookie } })).json();
  if (!session.user) throw new Error(`Signed in, yet /api/session answers ${JSON.stringify(session)} with the cookie.`);
  return { cookie, id: session.user.id, name: `${session.user.name} ${session.user.surname}` };
}

/** Sends a member's JSON request (the bench member's unless `as` is another's session); throws on anything but 2xx. */
export async function memberRequest(site, method, path, body, as = site.member) {
  const response = await fetch(site.server.base + path, {
    method,
    headers: { cookie: as.cookie, origin: site.server.base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** What a member's editor sends: a title and a paragraph, the picture one of the site's. */
export function editorBody(title, thumbnailId) {
  return { title, thumbnailId, content: [{ type: 'paragraph', value: `${title}: what we did this week, and what comes next.` }] };
}

/**
 * Posts and collaborations of the member's own, for the write mix to edit, with a picture they
 * uploaded (a post shows only pictures its writer uploaded: a demo post's is refused).
 */
async function createWritables(site, count) {
  const { default: sharp } = await import('sharp');
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7a5c' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'bench.jpg');
  const uploaded = await fetch(`${site.server.base}/api/media?folder=blog`, { method: 'POST', headers: { cookie: site.member.cookie, origin: site.server.base }, body: form });
  if (uploaded.status !== 201) throw new Error(`Uploading the bench member's picture answered ${uploaded.status}: ${await uploaded.text()}`);
  const thumbnailId = (await uploaded.json()).id;
  const posts = [];
  const collaborations = [];
  for (let i = 0; i < count; i++) {
    posts.push((await memberRequest(site, 'POST', '/api/posts', editorBody(`Bench post ${i + 1}`, thumbnailId))).id);
    collaborations.push((await memberRequest(site, 'POST', '/api/collaborations', editorBody(`Bench collaboration ${i + 1}`, thumbnailId))).id);
  }
  return { thumbnailId, posts, collaborations };
}
