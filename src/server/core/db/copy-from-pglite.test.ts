import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmptyDatabase } from '../../seed/seed.js';
import { buildTestApp, signIn } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { copyFromPglite } from './copy-from-pglite.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/**
 * An embedded PGlite folder as a server of today leaves it (the demo seed, a signed-in
 * session), copied into the PostgreSQL child process of decision 0019: every row of every
 * table arrives, value for value.
 */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'agora-copy-pglite-'));
  // When the tests run as root the cluster belongs to nobody, who must reach it.
  chmodSync(root, 0o755);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));


async function tableNames(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<string[]> {
  const { rows } = await query(
    "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1",
  );
  return rows.map((r) => r.name as string);
}

/**
 * Every table's rows as text, column by column. Generated columns (the search vectors) are left
 * out: the copy leaves them to the target to compute from the copied values, and each engine's
 * own text search build computes them; the values they come from are compared.
 */
async function contents(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of await tableNames(query)) {
    const { rows: columns } = await query(
      `select quote_ident(attname) as name from pg_attribute where attrelid = 'public."${table}"'::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    );
    const row = `row(${columns.map((c) => `t.${c.name as string}`).join(', ')})::text`;
    const { rows } = await query(`select ${row} as row from public."${table}" t order by 1`);
    result[table] = rows.map((r) => r.row as string);
  }
  return result;
}

describe('copyFromPglite', () => {
  it('copies every row of a used PGlite database into the PostgreSQL child process, value for value', async () => {
    const dataDir = join(root, 'data');
    const app = await buildTestApp({ env: { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite' } });
    try {
      await seedEmptyDatabase({ db: app.db, auth: app.auth, storage: app.mediaStorage });
      // A session too: the seeded administrator has none until they choose a password.
      const member = await createUser(app);
      await signIn(app, member.email, member.password);
    } finally {
      await app.close();
    }

    const server = await startEmbeddedPostgres(join(root, 'pg'), () => {});
    try {
      const copied = await copyFromPglite(join(dataDir, 'db'), server.url);
      expect(copied.posts).toBeGreaterThan(0);
      expect(copied.users).toBeGreaterThan(0);
      expect(copied.sessions).toBeGreaterThan(0);

      const source = await PGlite.create(join(dataDir, 'db'));
      const target = new pg.Client({ connectionString: server.url });
      await target.connect();
      try {
        const before = await contents((sql) => source.query(sql));
        const after = await contents((sql) => target.query(sql));
        expect(Object.keys(after)).toEqual(Object.keys(before));
        expect(after).toEqual(before);
        expect(Object.fromEntries(Object.entries(before).map(([t, rows]) => [t, rows.length]))).toEqual(copied);
      } finally {
        await target.end();
        await source.close();
      }
    } finally {
      await server.stop();
    }
  }, 120_000);
});
