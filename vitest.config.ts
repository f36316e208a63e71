import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// API tests run on the embedded database always, and again on PostgreSQL when
// TEST_DATABASE_URL names a server (each test file gets a database of its own there).
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Fails a test file whose queries overlapped on one connection (see the file). */
const ONE_QUERY_AT_A_TIME = 'src/server/test/one-query-at-a-time.ts';
/** Removes the temporary folders a test file made with tempFolder, once it is done (see the file). */
const REMOVE_TEMP_FOLDERS = 'src/server/test/remove-temp-folders.ts';
/** Builds the web app once, if it is missing or stale, for the tests that render pages (see the file). */
const BUILD_ONCE = 'src/server/test/build-once.ts';
/**
 * Test files share their worker's modules rather than each starting a process of its own: every
 * API test file imports the whole server (better-auth, the S3 client, sharp, Drizzle), and doing
 * that afresh per file was half of the suite's time (on two cores: 35 min with one worker and a
 * process per file, 18 min with two workers whose files share their modules).
 * Each file still builds its own app on its own database; a file that leaves module state behind
 * shows up as another file failing. VITEST_ISOLATE=true isolates them again to find such a file.
 */
const ISOLATE = process.env.VITEST_ISOLATE === 'true';

export default defineConfig({
  test: {
    // One worker per core, not Vitest's one fewer: on CI's two cores that was one worker, and API
    // tests spend much of their time waiting on PostgreSQL and the servers they start.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'pglite',
          // tests/unit: checks that read both the server and the web app, which neither side may import.
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          env: { AGORA_TEST_DB: 'pglite' },
          setupFiles: [ONE_QUERY_AT_A_TIME, REMOVE_TEMP_FOLDERS],
          globalSetup: [BUILD_ONCE],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: ISOLATE,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'postgres',
                // The CLI, lock and embedded-cluster tests are about the embedded database only;
                // the fault and multi-instance tests make their own PostgreSQL databases in either project.
                include: ['src/server/**/*.test.ts'],
                exclude: [
                  'src/server/cli/**',
                  'src/server/core/db/lock.test.ts',
                  'src/server/core/db/embedded-postgres.test.ts',
                  'src/server/core/db/copy-from-pglite.test.ts',
                  'src/server/core/db/embedded-cluster.test.ts',
                  'src/server/core/db/client.test.ts',
                  'src/server/fault-tolerance.test.ts',
                  'src/server/ctrl-c.test.ts',
                  'src/server/multi-instance.test.ts',
                ],
                environment: 'node',
                env: { AGORA_TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                setupFiles: [ONE_QUERY_AT_A_TIME, REMOVE_TEMP_FOLDERS],
                globalSetup: [BUILD_ONCE],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                isolate: ISOLATE,
              },
            },
          ]
        : []),
    ],
  },
});
