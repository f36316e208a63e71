import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '../../../shared/text/fold.js';
import type { Db } from '../db/client.js';

/*
 * The folded words of every searchable row (decision 0045, migration 0028): what lets a search
 * typed in Greeklish, without accents or in capitals find the row however it was written. The
 * fold is shared/text/fold.ts, the watched words' own, so PostgreSQL cannot compute it; a
 * trigger empties a row's fold whenever its words change, and the rows with none are folded
 * here, before each search and by a maintenance job (the backlog after an upgrade).
 */

/** Both drivers (node-postgres and PGlite) answer a raw query with its `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The words of a list of content blocks and its pictures' descriptions, as one text (as agora_blocks_search reads them). */
export const blocksText = (column: SQL) =>
  sql`array_to_string(array(select jsonb_array_elements_text(jsonb_path_query_array(${column}, '$[*] ? (@.type != "image").value') || jsonb_path_query_array(${column}, '$[*].alt'))), ' ')`;

/** A searchable table: its key, and its title and body as `search` weighs them (A and B). */
interface Searchable {
  table: 'posts' | 'collaborations' | 'collaboration_items' | 'profiles';
  key: 'id' | 'user_id';
  keyType: 'uuid' | 'text';
  title: SQL;
  body: SQL;
}

const SEARCHABLE: readonly Searchable[] = [
  { table: 'posts', key: 'id', keyType: 'uuid', title: sql`title`, body: blocksText(sql`content`) },
  { table: 'collaborations', key: 'id', keyType: 'uuid', title: sql`title`, body: blocksText(sql`content`) },
  { table: 'collaboration_items', key: 'id', keyType: 'uuid', title: sql`title`, body: blocksText(sql`content`) },
  { table: 'profiles', key: 'user_id', keyType: 'text', title: sql`name || ' ' || surname`, body: sql`coalesce(description, '')` },
];

interface Pending {
  tbl: Searchable['table'];
  key: string;
  version: string;
  title: string;
  body: string;
}

/** How many unfolded rows a search folds before it reads: the writes since the last search. */
const BEFORE_SEARCH = 20;

/**
 * Folds the `limit` newest rows whose words have no fold yet: how many it found, and folded. One
 * query finds them (each table's under a partial index on when its words changed: nothing to do
 * costs one index probe per table, a backlog no more than `limit` rows each); one update per
 * table writes them. A row written again between the two keeps its new, empty fold: the update
 * names the row version (`xmin`) it read.
 */
async function foldPending(db: Db, limit: number): Promise<{ found: number; folded: number }> {
  const branches = SEARCHABLE.map(
    (s) => sql`(select ${s.table}::text as tbl, ${sql.identifier(s.key)}::text as key, xmin::text as version, ${s.title} as title, ${s.body} as body,
        words_changed_at as changed
      from ${sql.identifier(s.table)} where folded_title is null order by words_changed_at desc limit ${limit})`,
  );
  const pending = rowsOf<Pending>(await db.execute(sql`${sql.join(branches, sql` union all `)} order by changed desc limit ${limit}`));
  let folded = 0;
  for (const s of SEARCHABLE) {
    const rows = pending.filter((row) => row.tbl === s.table);
    if (rows.length === 0) continue;
    const values = sql.join(
      rows.map((row) => sql`(${row.key}, ${row.version}, ${foldText(row.title)}, ${foldText(row.body)})`),
      sql`, `,
    );
    const key = sql.identifier(s.key);
    const written = await db.execute(sql`update ${sql.identifier(s.table)} as t set folded_title = v.title, folded_body = v.body
      from (values ${values}) as v(key, version, title, body)
      where t.${key} = v.key::${sql.raw(s.keyType)} and t.xmin::text = v.version
      returning 1`);
    folded += rowsOf(written).length;
  }
  return { found: pending.length, folded };
}

/**
 * Before a search: folds what was written since the last one, newest first, so it is found at
 * once. A larger backlog (an upgrade, a bulk import) is the maintenance job's, and no searcher
 * waits for it; until then, those rows are found by their stems only.
 */
export async function foldRecentWrites(db: Db): Promise<number> {
  return (await foldPending(db, BEFORE_SEARCH)).folded;
}

/** Folds every row still without a fold, a batch at a time (after an upgrade, or a bulk import). */
export async function foldAllPendingRows(db: Db, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const { found, folded } = await foldPending(db, batch);
    total += folded;
    // A short batch found the end. A full one that folded nothing lost every row to a newer
    // write, which a later turn folds: never loop on it.
    if (found < batch || folded === 0) return total;
  }
}
