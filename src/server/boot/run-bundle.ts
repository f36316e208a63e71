/**
 * Runs the server's one-file bundle with V8's code cache (decision 0064).
 *
 * Compiling the 5.5 MB bundle was ~200 ms of every start, and compiling its functions as they
 * first ran cost more. V8 can save what it compiled and take it back on the next start, but
 * Node 20 offers that only to a script compiled through `vm.Script`, not to an ES module. So the
 * bundle is a CommonJS-shaped script (scripts/bundle-server.mjs) that this module compiles with
 * the cache of an earlier start, runs, and, when there was no usable cache, saves a new one a
 * few seconds later, once the start and the first requests have compiled what they use.
 *
 * The bundle comes wrapped in the function it is called as (wrapBundle), and ASCII (decision
 * 0067): read as Latin-1, it becomes a one-byte string in one copy, where UTF-8 made an 11 MB
 * two-byte one and wrapping it here made another.
 *
 * Two things a CommonJS module would get from Node are given here instead:
 * - `import()`: Node 20 loses a script's dynamic-import handler when the script comes from the
 *   code cache (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so the bundle's `import(x)` calls were
 *   rewritten to `__agoraImport(x)`, which is this module's own `import()`;
 * - `import.meta.url`, which the bundle's modules read to find their folder (`__agoraBundleUrl`).
 * And one that later Nodes give every program: `navigator` (see giveNavigator).
 *
 * Only Node's own modules are imported here: this runs before anything else is loaded.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

/** The name the bundle's import() calls are rewritten to (scripts/bundle-server.mjs): this module's own import(). */
export const DYNAMIC_IMPORT = '__agoraImport';
/** The name import.meta.url is replaced by in the bundle: the bundle file's URL. */
export const BUNDLE_URL = '__agoraBundleUrl';
/** What the bundle's code is called with, in order: a CommonJS module's five, then ours. */
const BUNDLE_PARAMETERS = ['exports', 'require', 'module', '__filename', '__dirname', DYNAMIC_IMPORT, BUNDLE_URL];

/**
 * The bundle's code as the file holds it: one function expression, which this module calls with
 * BUNDLE_PARAMETERS. It opens on the code's first line, so the lines of a stack trace are the
 * code's own.
 */
export function wrapBundle(code: string): string {
  return `(function (${BUNDLE_PARAMETERS.join(', ')}) {${code}\n})`;
}

/** The folder beside the bundle where its caches are kept; the build empties it. */
export const CACHE_FOLDER = 'code-cache';

/** How long after the start a new cache is saved: the start is over, and the first pages have likely been asked for. */
const SAVE_AFTER_MS = 5_000;

/** What became of the cache at this start: used, none there yet, or there and refused by V8 (another Node, other flags). */
export type CacheUse = 'used' | 'none' | 'rejected';

export interface BundleRun {
  cache: CacheUse;
  /** Settles once a new cache is saved (true) or could not be (false, e.g. a read-only install); at once when none was needed. */
  saved: Promise<boolean>;
}

/**
 * Where this bundle's cache is for this Node: the bundle's size and time are in the name, so a
 * rebuilt bundle never meets an old cache (V8 itself checks only the source's length).
 */
export function cachePath(bundle: string, build = builtAs(bundle)): string {
  return join(dirname(bundle), CACHE_FOLDER, `${build}.${process.version}-${process.arch}.bin`);
}

/** The bundle as this build made it: its name, size and time, the first part of its caches' names. */
function builtAs(bundle: string): string {
  const { size, mtimeMs } = statSync(bundle);
  return `${basename(bundle)}.${size}-${Math.floor(mtimeMs)}`;
}

/**
 * Removes the caches of the bundle's other builds, those of `build` for other Node versions kept:
 * a build empties the folder, but a bundle replaced otherwise (copied over by a deployment, say)
 * would leave them there for ever.
 */
function removeEarlierCaches(bundle: string, build: string): void {
  const folder = join(dirname(bundle), CACHE_FOLDER);
  for (const name of readdirSync(folder)) {
    if (name.startsWith(`${basename(bundle)}.`) && !name.startsWith(`${build}.`)) rmSync(join(folder, name), { force: true });
  }
}

function readCache(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** Writes beside, then renames: instances started together never read half a cache. */
function saveCache(bundle: string, build: string, script: Script): boolean {
  try {
    const data = script.createCachedData();
    const path = cachePath(bundle, build);
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, data);
    renameSync(partial, path);
    removeEarlierCaches(bundle, build);
    return true;
  } catch {
    // A folder this process may not write (an install owned by another user), most likely:
    // every start then compiles afresh, as without a cache, and nothing else changes.
    return false;
  }
}

/**
 * Node 21 and later give every program `navigator`; Node 20 does not. There, pg asks whether it
 * runs on Cloudflare by making a `Response` instead, which loads Node's whole fetch at every start
 * (~20 ms), though the server asks nothing of fetch before a request needs it. Given here as later
 * Nodes have it (its userAgent is what every library in the bundle reads), the bundle meets on
 * Node 20 the `navigator` it meets on Node 22 and 24.
 */
export function giveNavigator(): void {
  if ('navigator' in globalThis) return;
  const navigator = {
    userAgent: `Node.js/${process.versions.node.split('.')[0]}`,
    get hardwareConcurrency() {
      return availableParallelism();
    },
    get language() {
      return Intl.DateTimeFormat().resolvedOptions().locale;
    },
  };
  Object.defineProperty(globalThis, 'navigator', { value: navigator, configurable: true, enumerable: false, writable: false });
}

/** Compiles and runs `bundle`; `saveAfterMs` is for the tests. */
export function runBundle(bundle: string, saveAfterMs = SAVE_AFTER_MS): BundleRun {
  giveNavigator();
  // The build writes it ASCII, and fails rather than write it otherwise, so Latin-1 reads it
  // right: checking its 6 MB again here cost ~8 ms of every start.
  const source = readFileSync(bundle, 'latin1');
  // Named once, at the start: the cache saved later is of the build this process runs.
  const build = builtAs(bundle);
  const cachedData = readCache(cachePath(bundle, build));
  const script = new Script(source, { filename: bundle, cachedData });
  const cache: CacheUse = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';

  const saved =
    cache === 'used'
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          // unref: a process that is done (a start that failed, say) does not wait to save.
          setTimeout(() => resolve(saveCache(bundle, build, script)), saveAfterMs).unref();
        });

  const run = script.runInThisContext() as (...args: unknown[]) => void;
  const module = { exports: {} };
  const importModule = (specifier: string) => import(specifier);
  run.call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle), importModule, pathToFileURL(bundle).href);
  return { cache, saved };
}
