import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../core/db/client.js';

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

/** A new, empty database on the PostgreSQL server of `serverUrl`; drop() removes it. */
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
 * A fresh test database (createTestDatabaseUrl) opened as the server opens one, with Agora's
 * schema unless `migrate` is false: for a core module's test without the whole app. `close()`
 * closes it and drops it.
 */
export async function openTestDatabase({ migrate = true } = {}): Promise<{ database: Database; close(): Promise<void> }> {
  const target = await createTestDatabaseUrl();
  const database = await openDatabase({ databaseUrl: target.url, dataDir: '/nonexistent', purpose: 'test' });
  if (migrate) await database.migrate();
  return {
    database,
    async close() {
      await database.close();
      await target.drop();
    },
  };
}
