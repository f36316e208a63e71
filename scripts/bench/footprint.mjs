// What Agora costs the machine: memory of every process it runs, idle and under load; how soon
// it answers after a start on existing data; a 12-megapixel upload's time and the memory after.
import sharp from 'sharp';
import { figure } from './goals.mjs';
import { load, median } from './load.mjs';
import { memorySampler, sleep, treeMemoryMb } from './processes.mjs';
import { writeMix } from './throughput.mjs';
import { codeCacheSaved, startWithoutCodeCache } from './site.mjs';

const STARTS = 3;
const UPLOADS = 3;
const SETTLE_MS = 5000;
/** A 4000 × 3000 photo-like JPEG (smooth shapes plus grain, so it compresses like a photo). */
async function twelveMegapixelJpeg() {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      pixels[i] = (128 + 100 * Math.sin(x / 300) + grain) & 255;
      pixels[i + 1] = (128 + 100 * Math.cos(y / 200) + grain) & 255;
      pixels[i + 2] = (128 + 100 * Math.sin((x + y) / 500) + grain) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function upload(site, jpeg) {
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'bench-12mp.jpg');
  const started = performance.now();
  const response = await fetch(`${site.server.base}/api/media?folder=blog`, { method: 'POST', headers: { cookie: site.member.cookie }, body: form });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`The 12 MP upload answered ${response.status}.`);
  return ms;
}

/** STARTS restarts of `site` one after the other, each timed to its first list answer. */
async function timedStarts(site) {
  const starts = [];
  for (let i = 0; i < STARTS; i++) starts.push((await site.restart()).startMs);
  return starts;
}

/**
 * Starts without NODE_EXTRA_CA_CERTS, when the machine sets it (null when not): Node 20 parses
 * every certificate of that file, and builds its own root store, at every start, before any of
 * Agora's code runs (~85 ms on a machine where the file holds the system's ~140 certificates). A
 * server that talks to nothing over TLS but S3 and SMTP seldom has it set; this shows both.
 */
async function startsWithoutExtraCertificates(site) {
  if (!site.env.NODE_EXTRA_CA_CERTS) return null;
  const env = site.env;
  site.env = { ...env };
  delete site.env.NODE_EXTRA_CA_CERTS;
  try {
    return await timedStarts(site);
  } finally {
    site.env = env;
  }
}

/**
 * Starts of this build and of the one in `against` (--against), alternated over `rounds` rounds
 * (A B, B A, …) on the same data, each timed to its first list answer: a change to the start
 * measured against the build before it in the same minutes, as one series after the other on
 * these machines is not. Leaves this build running.
 */
async function startsAgainst(site, against, rounds) {
  // Its first start saves its code cache, as this build's did when the site was prepared.
  await site.restart(against);
  await codeCacheSaved(against);
  const ours = [];
  const theirs = [];
  for (let round = 0; round < rounds; round++) {
    const pair = [
      [ours, undefined],
      [theirs, against],
    ];
    for (const [starts, build] of round % 2 === 0 ? pair : pair.reverse()) starts.push((await site.restart(build)).startMs);
  }
  await site.restart();
  return { ours, theirs };
}

const signedMs = (ms) => `${ms > 0 ? '+' : ms < 0 ? '\u2212' : '\u00b1'}${Math.abs(Math.round(ms))} ms`;

/** Where proportional memory goes: the server's own process, and the processes it started. */
const split = (m) => `server ${Math.round(m.ownPss)} MB, its children ${Math.round(m.pss - m.ownPss)} MB`;

export async function measureFootprint(site, ctx) {
  const db = site.label;
  // The uncached start first: the server measured idle and under load is one started as usual.
  const uncached = await startWithoutCodeCache(site);
  const startsWithoutCerts = await startsWithoutExtraCertificates(site);
  const starts = await timedStarts(site);
  const against = ctx.against ? await startsAgainst(site, ctx.against.folder, ctx.rounds) : null;
  await sleep(SETTLE_MS);
  const idle = treeMemoryMb(site.server.child.pid) ?? { rss: NaN, pss: NaN, ownPss: NaN };

  // Under load: visitors' list and page HTML, and members' reads with 10% writes, at once.
  const sampler = memorySampler(site.server.child.pid);
  const { mixed } = writeMix(site, site.member.cookie);
  const { base } = site.server;
  const half = Math.max(1, Math.floor(ctx.connections / 3));
  await Promise.all([
    load({ url: `${base}/api/posts?page=1`, connections: half, duration: ctx.duration * 2 }),
    load({ url: `${base}/blog/1`, connections: half, duration: ctx.duration * 2 }),
    load({ url: base, requests: mixed, connections: half, duration: ctx.duration * 2 }),
  ]);
  const loaded = sampler.stop();

  const jpeg = await twelveMegapixelJpeg();
  const uploadSampler = memorySampler(site.server.child.pid);
  const uploads = [];
  for (let i = 0; i < UPLOADS; i++) uploads.push(await upload(site, jpeg));
  const uploadPeak = uploadSampler.stop();
  await sleep(SETTLE_MS);
  const afterUpload = treeMemoryMb(site.server.child.pid) ?? { rss: NaN, pss: NaN, ownPss: NaN };

  return [
    figure(
      'footprint',
      db,
      `cold start with data, to the first list answer (median of ${STARTS})`,
      'coldStartMs',
      median(starts),
      `starts ${starts.map(Math.round).join(' ')} ms; the first after a build, without a code cache: ${Math.round(uncached)} ms` +
        (startsWithoutCerts
          ? `; without this machine's NODE_EXTRA_CA_CERTS, which Node reads before any of Agora's code: ${Math.round(median(startsWithoutCerts))} ms (${startsWithoutCerts.map(Math.round).join(' ')})`
          : ''),
    ),
    ...(against
      ? [
          figure(
            'footprint',
            db,
            `cold start alternated with ${ctx.against.name} (median of ${against.ours.length})`,
            'coldStartMs',
            median(against.ours),
            `this build ${against.ours.map(Math.round).join(' ')} ms; ${ctx.against.name}: ${Math.round(median(against.theirs))} ms ` +
              `(${against.theirs.map(Math.round).join(' ')}); this build ${signedMs(median(against.ours) - median(against.theirs))}`,
          ),
        ]
      : []),
    figure('footprint', db, `idle RSS of every Agora process, ${SETTLE_MS / 1000} s after start`, 'idleRssMb', idle.rss),
    figure('footprint', db, `idle PSS of every Agora process (shared pages once)`, 'idlePssMb', idle.pss, split(idle)),
    figure('footprint', db, `loaded RSS (peak, ${ctx.connections} connections of reads and 10% writes)`, 'loadedRssMb', loaded.rss),
    figure('footprint', db, `loaded PSS (peak, same load)`, 'loadedPssMb', loaded.pss, split(loaded)),
    figure('footprint', db, `12 MP upload (${(jpeg.length / 1048576).toFixed(1)} MB JPEG), median of ${UPLOADS}`, 'uploadMs', median(uploads), `times ${uploads.map(Math.round).join(' ')} ms, peak RSS ${Math.round(uploadPeak.rss)} MB, PSS ${Math.round(uploadPeak.pss)} MB`),
    figure('footprint', db, `RSS ${SETTLE_MS / 1000} s after the uploads (memory given back: the idle goal)`, 'afterUploadRssMb', afterUpload.rss),
    figure('footprint', db, `PSS ${SETTLE_MS / 1000} s after the uploads`, 'afterUploadPssMb', afterUpload.pss, split(afterUpload)),
  ];
}
