// Measures what a 12 MP upload costs the real server (`npm start`'s build): the time of one
// upload end to end, and the server's memory (RSS) idle, at the peak of a burst of ten, and
// after a minute's rest, so the claim "memory given back" is a figure, not a hope.
//   node scripts/measure-uploads.mjs            (IDLE_SECONDS=60 by default)
// Environment passed on to the server (e.g. MALLOC_ARENA_MAX) is honoured, to compare.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildIfNeeded } from './build-if-needed.mjs';

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 60);
const USER = { email: 'uploads@school.test', password: 'measure-uploads-password-1' };

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/** A camera-sized JPEG: blurred noise, so it costs what a photo costs to decode and encode. */
async function photo() {
  const [width, height] = [4000, 3000];
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'agora-uploads-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, SEED_DEMO: '0', LOG_LEVEL: 'error' };
const added = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/user-add.ts', '--email', USER.email, '--password', USER.password, '--name', 'Up', '--surname', 'Loads'], { env, encoding: 'utf8' });
if (added.status !== 0) throw new Error(added.stderr);

const server = spawn(process.execPath, ['dist/node/server.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 300) throw new Error('the server did not start');
    }
    await sleep(100);
  }
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(USER) });
  const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('agora.session_token=')).split(';')[0];
  const jpeg = await photo();
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${base}/api/media?folder=blog`, { method: 'POST', headers: { origin: base, cookie }, body: form });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };

  const idle = rssMb(server.pid);
  const single = [];
  for (let i = 0; i < 7; i++) single.push((await upload()).ms);
  // The burst: ten uploads, as a class posting its pictures at once; RSS sampled meanwhile.
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
  const burst = await Promise.all(Array.from({ length: 10 }, upload));
  clearInterval(sampler);
  const afterBurst = rssMb(server.pid);
  await sleep(IDLE_SECONDS * 1000);
  const rested = rssMb(server.pid);
  const statuses = burst.reduce((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
  console.log(`12 MP JPEG (${(jpeg.length / 1e6).toFixed(1)} MB), MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'}`);
  console.log(`  one upload, end to end: median ${median(single).toFixed(0)} ms of ${single.length} (goal ≤ 300 ms): ${single.map((ms) => ms.toFixed(0)).join(' ')}`);
  console.log(`  burst of 10 at once: ${JSON.stringify(statuses)}, slowest ${Math.max(...burst.map((r) => r.ms)).toFixed(0)} ms`);
  console.log(`  RSS: idle ${idle} MB, peak ${peak} MB, right after ${afterBurst} MB, after ${IDLE_SECONDS} s at rest ${rested} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
