// Bundles the compiled server (dist/node/server/server.js, from tsc) into one file,
// dist/node/server.mjs, which `npm start` and the browser tests run.
//
// Why: starting Node on the hundreds of small ES modules of the server and its libraries
// spent about 600 ms in the module loader alone, most of the 1 s cold-start budget (decision
// 0006); one file loads in about half that. Packages with native code, WebAssembly or worker
// files found beside their own sources stay outside the bundle and load from node_modules; so
// does the AWS SDK, which only a site with S3_BUCKET loads (see
// src/server/core/media/s3-storage.ts), and postcss with its selector parser, which only the
// first page rendered loads (src/server/plugins/critical-css.ts).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ['dist/node/server/server.js'],
  outfile: 'dist/node/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['sharp', '@electric-sql/pglite', 'pg', 'pino', 'pino-pretty', 'thread-stream', '@aws-sdk/client-s3', 'postcss', 'postcss-selector-parser'],
  // CommonJS libraries in an ES module bundle still call require() (Node's built-ins, pino,
  // and code Ajv generates): give them the real one.
  banner: { js: "import { createRequire as agoraCreateRequire } from 'node:module'; const require = agoraCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
