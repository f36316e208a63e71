import { defineConfig } from 'vitest/config';

// API tests run on the embedded database always, and again on PostgreSQL when
// TEST_DATABASE_URL names a server (each test file gets a database of its own there).
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Fails a test file whose queries overlapped on one connection (see the file). */
const ONE_QUERY_AT_A_TIME = 'src/server/test/one-query-at-a-time.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'pglite',
          // tests/unit: checks that read both the server and the web app, which neither side may import.
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          env: { AGORA_TEST_DB: 'pglite' },
          setupFiles: [ONE_QUERY_AT_A_TIME],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
                  'src/server/multi-instance.test.ts',
                ],
                environment: 'node',
                env: { AGORA_TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                setupFiles: [ONE_QUERY_AT_A_TIME],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
