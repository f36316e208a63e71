import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { loadPglite } from './pglite.js';
import * as schema from './schema.js';

/**
 * Moving an embedded database from PGlite to the PostgreSQL child process (decision 0019).
 * PGlite's files are those of a 32-bit build, which a 64-bit PostgreSQL cannot open, so the
 * rows are copied: both databases are first migrated to the same schema, then every table's
 * rows go across as PostgreSQL's own text form of each value (exact for every type: no JSON
 * or array guessing by a driver), with foreign keys set aside for the copy, in one
 * transaction on the target: it holds all the rows or none.
 */

/** Rows sent per INSERT: a few MB at most for Agora's widest rows. */
const BATCH = 500;

interface Column {
  name: string;
  type: string;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Tables of the public schema and their copyable columns (generated columns are computed again, not copied). */
async function publicTables(source: PGlite): Promise<Map<string, Column[]>> {
  const { rows } = await source.query<{ table: string; column: string; type: string }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), { name: row.column, type: row.type }]);
  return tables;
}

async function copyTable(source: PGlite, target: pg.Client, table: string, columns: Column[]): Promise<number> {
  const names = columns.map((c) => quote(c.name)).join(', ');
  const asText = columns.map((c) => `${quote(c.name)}::text`).join(', ');
  const { rows } = await source.query<string[]>(`select ${asText} from public.${quote(table)}`, [], { rowMode: 'array' });
  const casts = columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  const unnest = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const insert = `insert into public.${quote(table)} (${names}) select ${casts} from unnest(${unnest}) as u(${aliases})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await target.query(insert, columns.map((_, i) => batch.map((row) => row[i] ?? null)));
  }
  return rows.length;
}

/**
 * Copies every row of the PGlite database in `pgliteDir` into the (new, empty of rows)
 * PostgreSQL database at `targetUrl`, after migrating both; checks the row counts and
 * answers them per table. Throws, leaving the target without any copied row, on any failure.
 * The target's role must be allowed `session_replication_role` (the cluster's owner is).
 */
export async function copyFromPglite(pgliteDir: string, targetUrl: string): Promise<Record<string, number>> {
  const { PGlite, drizzle: drizzlePglite, migrate: migratePglite } = await loadPglite();
  const source = await PGlite.create(pgliteDir);
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await migratePglite(drizzlePglite({ client: source, schema }), { migrationsFolder: MIGRATIONS_DIR });
    await migratePostgres(drizzlePostgres({ client: target, schema }), { migrationsFolder: MIGRATIONS_DIR });
    const tables = await publicTables(source);
    const copied: Record<string, number> = {};
    await target.query('begin');
    try {
      // Rows go in table by table, so a row may arrive before the row it refers to.
      await target.query('set local session_replication_role = replica');
      // Whatever a migration put in the new database is replaced by what the old one holds.
      if (tables.size > 0) await target.query(`truncate ${[...tables.keys()].map((t) => `public.${quote(t)}`).join(', ')}`);
      for (const [table, columns] of tables) copied[table] = await copyTable(source, target, table, columns);
      for (const [table] of tables) {
        const { rows } = await target.query<{ n: string }>(`select count(*) as n from public.${quote(table)}`);
        if (Number(rows[0]!.n) !== copied[table]) throw new Error(`Copying ${table} from PGlite: ${copied[table]} rows read, ${rows[0]!.n} written.`);
      }
      const { rows: sequences } = await source.query<{ name: string; value: string | null }>(
        `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
      );
      for (const sequence of sequences) {
        if (sequence.value !== null) await target.query('select setval($1::regclass, $2::bigint, true)', [sequence.name, sequence.value]);
      }
      await target.query('commit');
    } catch (error) {
      await target.query('rollback');
      throw error;
    }
    return copied;
  } finally {
    await target.end();
    await source.close();
  }
}
