import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../core/paths.js';

/**
 * Vitest's global setup: the web app's build (decision 0017), made once before any test file
 * runs when it is missing or older than its sources, as `npm start` does. The tests that render
 * pages read dist/; built from inside them, two workers on a fresh clone built it at once, each
 * emptying the folder the other was writing and reading.
 */
export default function buildOnce(): void {
  const built = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`The build failed:\n${built.stdout}\n${built.stderr}`);
}
