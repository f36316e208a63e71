import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh, empty database on the PostgreSQL server `serverUrl` names, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `agora_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Where API tests keep their data: a fresh in-memory PGlite per test file, or, in the
 * `postgres` test project, a fresh database on TEST_DATABASE_URL's server, dropped after.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.AGORA_TEST_DB !== 'postgres') return { url: 'memory://', drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('AGORA_TEST_DB=postgres needs TEST_DATABASE_URL');
  return createPostgresDatabase(serverUrl);
}
