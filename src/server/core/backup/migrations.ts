import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths.js';

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const text = readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** Tags of the migrations this version of Agora ships, oldest first (drizzle-kit's journal). */
export function knownMigrations(): string[] {
  return journal().map((entry) => entry.tag);
}

/** Anything that runs SQL and answers rows: a PGlite instance or a pg client. */
type RunQuery = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Tags of the migrations applied to a database, oldest first. Drizzle records each one by its
 * journal timestamp (`created_at`), not its tag, so the journal translates them back; one the
 * journal does not know (a newer version applied it) is kept as `unknown-<timestamp>`.
 */
export async function appliedMigrations(query: RunQuery): Promise<string[]> {
  const { rows: present } = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present[0]?.present) return [];
  const { rows } = await query('select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at');
  const tags = new Map(journal().map((entry) => [String(entry.when), entry.tag]));
  return rows.map((row) => {
    const when = String(row.created_at);
    return tags.get(when) ?? `unknown-${when}`;
  });
}
