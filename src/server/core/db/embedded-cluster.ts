import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFromPglite } from './copy-from-pglite.js';
import { launchEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresWatch } from './embedded-postgres.js';

/** The folders of DATA_DIR this module owns. */
const CLUSTER = 'pg';
const CONVERTING = 'pg-converting';
const PGLITE = 'db';

/** What a start converted: the PGlite folder's rows per table, and where that folder was put aside. */
export interface Conversion {
  rows: Record<string, number>;
  keptAt: string;
}

const asideName = () => `db-pglite-${new Date().toISOString().replace(/[:.]/g, '-')}`;

/**
 * Starts DATA_DIR's embedded PostgreSQL (decision 0019), first converting the PGlite
 * database of earlier versions when that is what the folder holds. The caller holds the
 * data folder's lock. `watch` hears of the cluster dying later (embedded-postgres.ts).
 * It answers once the postmaster is launched: `server.ready` says when it answers in turn.
 *
 * The conversion is safe to cut short at any point: rows are copied into a cluster in
 * `pg-converting`, which becomes `pg` by one rename only once complete and stopped; the
 * PGlite folder is then renamed aside (`db-pglite-<time>`), kept, never deleted. A start
 * that finds `pg-converting` discards it and converts again; one that finds both `pg` and
 * `db` (cut short between the two renames) finishes putting `db` aside.
 */
export async function startEmbeddedCluster(
  dataDir: string,
  log: (line: string) => void,
  watch?: EmbeddedPostgresWatch,
): Promise<{ server: EmbeddedPostgres; conversion: Conversion | null }> {
  const cluster = join(dataDir, CLUSTER);
  const pglite = join(dataDir, PGLITE);
  const hasPglite = existsSync(join(pglite, 'PG_VERSION'));

  if (existsSync(join(cluster, 'PG_VERSION'))) {
    if (hasPglite) await rename(pglite, join(dataDir, asideName()));
    return { server: await launchEmbeddedPostgres(cluster, log, watch), conversion: null };
  }
  if (!hasPglite) return { server: await launchEmbeddedPostgres(cluster, log, watch), conversion: null };

  const converting = join(dataDir, CONVERTING);
  await rm(converting, { recursive: true, force: true });
  const temporary = await startEmbeddedPostgres(converting, log);
  let rows: Record<string, number>;
  try {
    rows = await copyFromPglite(pglite, temporary.url);
  } finally {
    await temporary.stop();
  }
  await rename(converting, cluster);
  const keptAt = join(dataDir, asideName());
  await rename(pglite, keptAt);
  return { server: await launchEmbeddedPostgres(cluster, log, watch), conversion: { rows, keptAt } };
}
