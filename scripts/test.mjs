// `npm test`: every test. Unit and API tests (Vitest; again on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests (Playwright in Chromium) against the
// built server. Ends with one line counting all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const unitJson = join(results, 'vitest.json');
const e2eJson = join(results, 'e2e.json');
const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);

let e2eStatus = run('node', ['scripts/ensure-chromium.mjs']);
if (e2eStatus === 0) {
  buildIfNeeded();
  e2eStatus = run('npx', ['playwright', 'test']);
}

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(unitJson)) {
    const unit = JSON.parse(readFileSync(unitJson, 'utf8'));
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
    skipped += unit.numPendingTests + unit.numTodoTests;
  }
  if (existsSync(e2eJson)) {
    const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
  return { passed, failed, skipped };
}

const { passed, failed, skipped } = counts();
const status = unitStatus || e2eStatus;
// A run that failed before its reporters wrote anything still has to read as failed.
const failedShown = status !== 0 && failed === 0 ? 1 : failed;
console.log(`\n${passed} passed, ${failedShown} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status);
