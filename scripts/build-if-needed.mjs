// Builds the web app and the server when dist/ is missing or older than what it is built from,
// so `npm start` and `npm test` work straight after `npm install` and never serve a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.build-stamp');
const inputs = ['src', 'index.html', 'vite.config.ts', 'scripts/bundle-server.mjs', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.server.json', 'tsconfig.build.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Runs `npm run build` unless dist/ is up to date; exits the process when the build fails. */
export function buildIfNeeded() {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const source = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  if (built >= source && existsSync(join(root, 'dist/node/server.mjs')) && existsSync(join(root, 'dist/node/server-bundle.cjs')) && existsSync(join(root, 'dist/web/index.html')) && existsSync(join(root, 'dist/web-ssr/entry-server.js'))) return;
  console.log(built ? 'Sources changed since the last build: building Agora…' : 'Building Agora (first start)…');
  // Always the production build: a build started from a test runner (Vitest sets NODE_ENV=test)
  // would otherwise bundle React's development build, slower and not what is served.
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('The build failed; see above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString() + '\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
