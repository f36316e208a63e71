import type { Db } from './database.js';

/*
 * drizzle builds a query's SQL text from its parts at every execution, and under a load of
 * members' writes that building was a third of the server's CPU (decision 0066): each of its
 * parts is told apart by walking its class's prototypes, and a post's row alone has some seventy
 * parts. A query whose shape never changes, only its values, is built once with drizzle's
 * `.prepare(name)` and its values bound as placeholders (`sql.placeholder('id')`); PostgreSQL then
 * also keeps its plan by that name (as for every statement sent twice: prepared-statements.ts).
 *
 * Only for shapes fixed in the code: a query composed per reader (core/visibility) or over a list
 * of ids is still built each time. A list as one array placeholder (`= any($ids)`) was tried: it
 * cost PostgreSQL more than it saved drizzle (decision 0066).
 */

/**
 * `build`'s query, prepared once per database handle and kept while the handle lives: the
 * server's pool keeps its own for good; a transaction's handle (a query run inside a change)
 * prepares it again, as building it there always did, and runs it in that transaction.
 */
export function preparedPerDb<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
