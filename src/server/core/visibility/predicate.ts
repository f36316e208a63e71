import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isAdmin, isReviewer } from '../people/roles.js';

/**
 * Who reads: a visitor (null), or someone signed in, as the policies see them; a guardian with
 * the pupils they are linked to (`childIds`, read with the session: core/people/guardians.ts);
 * anyone with the projects whose own posts they read (`projectIds`: core/projects/readers.ts).
 */
export type Reader = { id: string; role: string; childIds?: readonly string[]; projectIds?: readonly string[] } | null;

/** The columns of a table (or of an alias of it: `alias(posts, 'p')`) that a predicate reads, by their keys in the schema. */
export type Columns<Row> = { [K in keyof Row]: AnyColumn };

/**
 * A rule about the rows of one table, written once and read in the two forms the code needs:
 * `test(row, reader)` for a row in hand (a policy, a presenter), and `where(table, reader)`, the
 * same rule as an SQL condition for the database to apply to many rows (lists, search, feeds,
 * the picture check, live topics). Both are built side by side by the combinators below, from
 * the same definition, so they cannot say different things; `visibility.test.ts` runs every
 * predicate both ways over the same rows and fails where they disagree.
 *
 * `Row` names the columns the rule reads, by their keys in the schema (`unpublishedAt`,
 * `review`…), so `where` takes the table itself or any alias of it.
 */
export interface Predicate<Row> {
  test(row: Row, reader: Reader): boolean;
  where(table: Columns<Row>, reader: Reader): SQL;
}

type RowOf<P> = P extends Predicate<infer Row> ? Row : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The columns several predicates read together. */
type RowOfAll<Ps extends readonly Predicate<never>[]> = UnionToIntersection<RowOf<Ps[number]>>;

const TRUE = sql`true`;
const FALSE = sql`false`;

/** The column is null: `review is null` (live), `unpublished_at is null`. */
export function isNull<K extends string>(key: K): Predicate<Record<K, unknown>> {
  return { test: (row) => row[key] === null, where: (table) => sql`${table[key]} is null` };
}

/** The column holds `value`: `audience = 'everyone'`, `review = 'waiting'`, `status = 'deleted'`. */
export function equals<K extends string, V extends string>(key: K, value: V): Predicate<Record<K, string | null>> {
  return { test: (row) => row[key] === value, where: (table) => sql`${table[key]} = ${value}` };
}

/**
 * The column holds something else than `value`, for a column that is never null (`audience <>
 * 'project'`): the very condition a partial index is written with, which `not(equals(…))`, wary
 * of nulls, would not match.
 */
export function differs<K extends string, V extends string>(key: K, value: V): Predicate<Record<K, string>> {
  return { test: (row) => row[key] !== value, where: (table) => sql`${table[key]} <> ${value}` };
}

/** The column is true (not false, not null): `banned`. */
export function isTrue<K extends string>(key: K): Predicate<Record<K, boolean | null>> {
  return { test: (row) => row[key] === true, where: (table) => sql`${table[key]} is true` };
}

/** The column names the reader: their own post, item, collaboration. Never a visitor's. */
export function isReaders<K extends string>(key: K): Predicate<Record<K, string | null>> {
  return {
    test: (row, reader) => reader !== null && row[key] === reader.id,
    where: (table, reader) => (reader ? sql`${table[key]} = ${reader.id}` : FALSE),
  };
}

/**
 * The column names one of the reader's children: a guardian reads their child's work. Nobody
 * else's, and never a visitor's.
 */
export function isReadersChild<K extends string>(key: K): Predicate<Record<K, string | null>> {
  return {
    test: (row, reader) => row[key] !== null && (reader?.childIds ?? []).includes(row[key]),
    where: (table, reader) => {
      const ids = reader?.childIds ?? [];
      return ids.length > 0 ? sql`${table[key]} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : FALSE;
    },
  };
}

/**
 * The column names one of the projects the reader reads (their own or their children's): a
 * project's posts for its own people. Never a visitor's.
 */
export function isInReadersProject<K extends string>(key: K): Predicate<Record<K, string | null>> {
  return {
    test: (row, reader) => row[key] !== null && (reader?.projectIds ?? []).includes(row[key]),
    where: (table, reader) => {
      const ids = reader?.projectIds ?? [];
      return ids.length > 0 ? sql`${table[key]} in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : FALSE;
    },
  };
}

/** Something of the reader alone, the same for every row: signed in, an admin, a reviewer. */
function ofReader(decide: (reader: Reader) => boolean): Predicate<Record<never, never>> {
  return { test: (_row, reader) => decide(reader), where: (_table, reader) => (decide(reader) ? TRUE : FALSE) };
}

/** The reader is signed in (a member of any role). */
export const signedIn = ofReader((reader) => reader !== null);
/** The reader is an administrator. */
export const admin = ofReader((reader) => isAdmin(reader));
/** The reader reviews what pupils write: a teacher or an administrator. */
export const reviewer = ofReader((reader) => isReviewer(reader));

/** Every one of the predicates holds. */
export function all<const Ps extends readonly Predicate<never>[]>(...predicates: Ps): Predicate<RowOfAll<Ps>> {
  const parts = predicates as unknown as readonly Predicate<RowOfAll<Ps>>[];
  return {
    test: (row, reader) => parts.every((part) => part.test(row, reader)),
    where: (table, reader) => sql`(${sql.join(parts.map((part) => part.where(table, reader)), sql` and `)})`,
  };
}

/** At least one of the predicates holds. */
export function any<const Ps extends readonly Predicate<never>[]>(...predicates: Ps): Predicate<RowOfAll<Ps>> {
  const parts = predicates as unknown as readonly Predicate<RowOfAll<Ps>>[];
  return {
    test: (row, reader) => parts.some((part) => part.test(row, reader)),
    where: (table, reader) => sql`(${sql.join(parts.map((part) => part.where(table, reader)), sql` or `)})`,
  };
}

/**
 * The predicate does not hold. In SQL a comparison with a null is unknown, and `not unknown` is
 * unknown too, where `test` says true: the condition counts unknown as false before negating it.
 */
export function not<Row>(predicate: Predicate<Row>): Predicate<Row> {
  return { test: (row, reader) => !predicate.test(row, reader), where: (table, reader) => sql`not coalesce(${predicate.where(table, reader)}, false)` };
}
