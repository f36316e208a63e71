// Bundles the compiled server (dist/node/server/server.js, from tsc) into one script,
// dist/node/server-bundle.cjs, and writes its entry, dist/node/server.mjs, which `npm start`, the
// browser tests and the bench run: the entry compiles the bundle with V8's code cache and runs it
// (src/server/boot/run-bundle.ts, decision 0064).
//
// Why one file: starting Node on the hundreds of small ES modules of the server and its libraries
// spent about 600 ms in the module loader alone (decision 0006); one file loads in about half that.
// Why a CommonJS-shaped script and not an ES module: Node 20 keeps a code cache only for a script.
//
// Packages with native code, WebAssembly or worker files found beside their own sources stay
// outside the bundle and load from node_modules: sharp, PGlite, pg's optional native driver and
// Cloudflare socket, and thread-stream, whose worker file runs pino-pretty for a pretty log.
// So does the AWS SDK, which only a site with S3_BUCKET loads (see
// src/server/core/media/s3-storage.ts), and postcss with its selector parser, which only the
// first page rendered loads (src/server/plugins/critical-css.ts). pg and pino are inside: loaded
// from node_modules, they were ~60 ms of every start, compiled without the code cache.
//
// The file is ASCII, and holds the bundle as the function the entry calls (decision 0067).
import { build } from 'esbuild';
import { init, parse } from 'es-module-lexer';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// tsc has just compiled it: the names the entry gives the bundle are defined there, once.
import { BUNDLE_URL, DYNAMIC_IMPORT, wrapBundle } from '../dist/node/server/boot/run-bundle.js';
import { asciiOnly } from '../dist/node/server/boot/ascii-bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE = 'dist/node/server-bundle.cjs';

const result = await build({
  absWorkingDir: root,
  entryPoints: ['dist/node/server/server.js'],
  outfile: BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['sharp', '@electric-sql/pglite', 'pg-native', 'pg-cloudflare', 'pino-pretty', 'thread-stream', '@aws-sdk/client-s3', 'postcss', 'postcss-selector-parser'],
  // The server's modules are ES modules, strict throughout; as one script they stay strict.
  banner: { js: '"use strict";' },
  // The modules that find their folder read import.meta.url; the entry gives the bundle's own.
  define: { 'import.meta.url': BUNDLE_URL },
  logLevel: 'warning',
});
// A warning here is code that would run differently bundled (another import.meta field, say): fail the build.
if (result.warnings.length > 0) throw new Error('The server bundle has warnings (above); fix them rather than ship them.');

// import(x) becomes __agoraImport(x) (DYNAMIC_IMPORT): Node 20 forgets a script's import()
// handler when the script comes from the code cache, so the entry hands the bundle its own.
await init;
let source = readFileSync(`${root}/${BUNDLE}`, 'utf8');
const found = parse(source)[0];
const dynamic = found.filter((entry) => entry.type === 'dynamic');
if (dynamic.length !== found.length) throw new Error(`${BUNDLE} holds a static import; a script cannot, so esbuild should have made it a require().`);
for (const { importStart } of dynamic.reverse()) {
  if (source.slice(importStart, importStart + 6) !== 'import') throw new Error(`Expected import( at ${importStart} of ${BUNDLE}.`);
  source = source.slice(0, importStart) + DYNAMIC_IMPORT + source.slice(importStart + 6);
}
if (parse(source)[0].length > 0) throw new Error(`${BUNDLE} still holds an import() after the rewrite.`);
const ascii = wrapBundle(asciiOnly(source, BUNDLE));
// The entry reads the file as Latin-1 without checking it again: it must be ASCII.
if (/[\u0080-\uffff]/.test(ascii)) throw new Error(`${BUNDLE} is not ASCII after escaping; the entry would misread it.`);
writeFileSync(`${root}/${BUNDLE}`, ascii, 'latin1');

// A cache belongs to the bundle it was made from; the new bundle starts without one.
rmSync(`${root}/dist/node/code-cache`, { recursive: true, force: true });
writeFileSync(
  `${root}/dist/node/server.mjs`,
  [
    '// Written by scripts/bundle-server.mjs: runs the server bundle with its code cache.',
    "import { fileURLToPath } from 'node:url';",
    "import { runBundle } from './server/boot/run-bundle.js';",
    '',
    "runBundle(fileURLToPath(new URL('./server-bundle.cjs', import.meta.url)));",
    '',
  ].join('\n'),
);
