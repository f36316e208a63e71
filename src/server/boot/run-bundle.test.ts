import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../core/paths.js';
import { BUNDLE_URL, CACHE_FOLDER, cachePath, DYNAMIC_IMPORT, type CacheUse, wrapBundle } from './run-bundle.js';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'agora-run-bundle-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A bundle shaped as scripts/bundle-server.mjs writes one: it reads the names the entry gives it,
 * and loads a module by import() only once its start is over, as the server loads sharp or its
 * page renderer, so that the function that does is in the cache. It reports on globalThis, since
 * a bundle exports nothing.
 */
function writeBundle(version: number, mtime?: Date, greeting = 'hello'): string {
  const file = join(folder, 'server-bundle.cjs');
  writeFileSync(
    file,
    wrapBundle(`"use strict";
const report = (globalThis.runBundleReport = { url: ${BUNDLE_URL}, dirname: __dirname, required: require('node:path').sep, version: ${version}, greeting: "${greeting}" });
function loadLater() {
  return ${DYNAMIC_IMPORT}('node:os').then((os) => { report.imported = typeof os.cpus; });
}
report.done = loadLater();
`),
  );
  if (mtime) utimesSync(file, mtime, mtime);
  return file;
}

interface Start {
  cache: CacheUse;
  saved: boolean;
  report: { url: string; dirname: string; required: string; imported: string; version: number; greeting: string };
}

/**
 * Runs the bundle as the server's entry does, each time in a process of its own: V8 keeps what a
 * process compiled, so a second run in one process would never read the cache at all.
 */
function run(file: string): Start {
  const script = `
    import { runBundle } from ${JSON.stringify(pathToFileURL(join(PROJECT_ROOT, 'src/server/boot/run-bundle.ts')).href)};
    // The save's timer does not hold a process open (a server's own work does); this one waits for it.
    const open = setInterval(() => {}, 1000);
    const run = runBundle(${JSON.stringify(file)}, 0);
    const { done, ...report } = globalThis.runBundleReport;
    await done;
    console.log(JSON.stringify({ cache: run.cache, saved: await run.saved, report: { ...report, imported: globalThis.runBundleReport.imported } }));
    clearInterval(open);`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The bundle's process failed (${result.status ?? result.signal}):\n${result.stderr}`);
  return JSON.parse(result.stdout) as Start;
}

describe('running the server bundle with its code cache', () => {
  it('gives the bundle the navigator of later Nodes, so that pg loads without Node’s fetch', () => {
    const file = join(folder, 'server-bundle.cjs');
    // pg asks navigator.userAgent whether it runs on Cloudflare; without a navigator it makes a
    // Response, and Node loads its fetch (undici) to make it.
    writeFileSync(
      file,
      wrapBundle(`"use strict";
require(${JSON.stringify(join(PROJECT_ROOT, 'node_modules', 'pg'))});
globalThis.runBundleReport = { userAgent: globalThis.navigator?.userAgent, fetchLoaded: process.moduleLoadList.some((name) => name.includes('undici')), done: Promise.resolve() };
`),
    );
    const script = `
      import { runBundle } from ${JSON.stringify(pathToFileURL(join(PROJECT_ROOT, 'src/server/boot/run-bundle.ts')).href)};
      runBundle(${JSON.stringify(file)}, 60_000);
      const { userAgent, fetchLoaded } = globalThis.runBundleReport;
      console.log(JSON.stringify({ userAgent, fetchLoaded }));`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ userAgent: `Node.js/${process.versions.node.split('.')[0]}`, fetchLoaded: false });
  });

  it('runs the bundle with a CommonJS module’s names and ours, and saves a cache when there was none', () => {
    const file = writeBundle(1);
    const first = run(file);
    expect(first.cache).toBe('none');
    expect(first.saved).toBe(true);
    expect(first.report).toMatchObject({ url: pathToFileURL(file).href, dirname: folder, required: '/', imported: 'function', version: 1 });
    expect(existsSync(cachePath(file))).toBe(true);
  });

  it('reads the ASCII bundle the build writes, its escapes meaning what they meant', () => {
    // The build escapes what is above 127 (ascii-bundle.ts), and the entry reads the file as Latin-1.
    expect(run(writeBundle(1, undefined, '\\u03b3\\u03b5\\u03b9\\u03b1')).report.greeting).toBe('γεια');
  });

  it('uses the cache at the next start, where the bundle’s import() still loads modules (Node 20 loses its own handler there)', () => {
    const file = writeBundle(1);
    run(file);
    const second = run(file);
    expect(second.cache).toBe('used');
    expect(second.report.imported).toBe('function');
  });

  it('never runs a rebuilt bundle with the cache of the one before, even of the same length', () => {
    const file = writeBundle(1, new Date('2026-01-01T00:00:00Z'));
    run(file);
    const rebuilt = run(writeBundle(2, new Date('2026-01-02T00:00:00Z')));
    expect(rebuilt.cache).toBe('none');
    expect(rebuilt.report.version).toBe(2);
  });

  it('removes the caches of earlier builds when it saves one, and keeps this build’s for other Node versions', () => {
    const earlier = writeBundle(1, new Date('2026-01-01T00:00:00Z'));
    run(earlier);
    const earlierForAnotherNode = cachePath(earlier).replace(process.version, 'v99.0.0');
    writeFileSync(earlierForAnotherNode, '');
    const earlierCaches = [cachePath(earlier), earlierForAnotherNode];
    const rebuilt = writeBundle(2, new Date('2026-01-02T00:00:00Z'));
    const rebuiltForAnotherNode = cachePath(rebuilt).replace(process.version, 'v99.0.0');
    const notACache = join(folder, CACHE_FOLDER, 'something-else.bin');
    for (const file of [rebuiltForAnotherNode, notACache]) writeFileSync(file, '');
    expect(run(rebuilt).saved).toBe(true);
    expect(earlierCaches.filter((file) => existsSync(file))).toEqual([]);
    expect([cachePath(rebuilt), rebuiltForAnotherNode, notACache].filter((file) => existsSync(file))).toHaveLength(3);
  });

  it('compiles afresh past a cache V8 refuses, and replaces it', () => {
    const file = writeBundle(1);
    run(file);
    writeFileSync(cachePath(file), 'not a code cache');
    const refused = run(file);
    expect(refused.cache).toBe('rejected');
    expect(refused.report.imported).toBe('function');
    expect(refused.saved).toBe(true);
    expect((run(file)).cache).toBe('used');
  });

  it('runs as without a cache where it cannot save one', () => {
    const file = writeBundle(1);
    // A file where the cache folder would be: as root, a folder without write permission would not stop it.
    writeFileSync(join(folder, CACHE_FOLDER), '');
    const unsaved = run(file);
    expect(unsaved.saved).toBe(false);
    expect(unsaved.report.imported).toBe('function');
    expect(readdirSync(folder).sort()).toEqual([CACHE_FOLDER, 'server-bundle.cjs']);
  });
});
