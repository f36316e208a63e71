import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmptyDatabase } from '../../seed/seed.js';
import { buildTestApp } from '../../test/build-app.js';
import { startEmbeddedCluster } from './embedded-cluster.js';

/**
 * DATA_DIR as earlier versions leave it (PGlite in `db/`), started as decision 0019's
 * PostgreSQL cluster: converted once, the PGlite folder kept aside, a cut-short conversion
 * redone.
 */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'agora-embedded-cluster-'));
  // When the tests run as root the cluster belongs to nobody, who must reach it.
  chmodSync(root, 0o755);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

describe('startEmbeddedCluster', () => {
  it('converts a PGlite folder of an earlier version once, keeps it aside, and redoes a conversion cut short', async () => {
    const dataDir = join(root, 'data');
    const app = await buildTestApp({ env: { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite' } });
    try {
      await seedEmptyDatabase({ db: app.db, auth: app.auth, storage: app.mediaStorage });
    } finally {
      await app.close();
    }
    // What a conversion killed halfway leaves: a partial cluster that must not be trusted.
    mkdirSync(join(dataDir, 'pg-converting'));
    writeFileSync(join(dataDir, 'pg-converting', 'PG_VERSION'), '18\n');

    const first = await startEmbeddedCluster(dataDir, () => {});
    try {
      await first.server.ready;
      expect(first.conversion?.rows.posts).toBeGreaterThan(0);
      expect(await count(first.server.url, 'posts')).toBe(first.conversion!.rows.posts);
      expect(await count(first.server.url, 'users')).toBe(first.conversion!.rows.users);
    } finally {
      await first.server.stop();
    }
    const names = readdirSync(dataDir);
    expect(names).toContain('pg');
    expect(names).not.toContain('pg-converting');
    expect(names).not.toContain('db');
    expect(existsSync(join(first.conversion!.keptAt, 'PG_VERSION'))).toBe(true);

    const second = await startEmbeddedCluster(dataDir, () => {});
    try {
      await second.server.ready;
      expect(second.conversion).toBeNull();
      expect(await count(second.server.url, 'posts')).toBe(first.conversion!.rows.posts);
    } finally {
      await second.server.stop();
    }
  }, 120_000);

  it('creates a new cluster in a new DATA_DIR', async () => {
    const dataDir = join(root, 'new');
    const { server, conversion } = await startEmbeddedCluster(dataDir, () => {});
    try {
      await server.ready;
      expect(conversion).toBeNull();
      expect(await count(server.url, 'pg_database')).toBeGreaterThan(0);
      expect(readdirSync(dataDir).sort()).toEqual(['db-password', 'pg']);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
