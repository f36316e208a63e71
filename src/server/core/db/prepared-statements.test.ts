import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresForTests } from '../../test/require-postgres.js';
import { createPostgresDatabase } from '../../test/test-database.js';
import { openPostgres } from './postgres.js';
import { MAX_NAMED_STATEMENTS, StatementNames } from './prepared-statements.js';

describe('StatementNames', () => {
  it('names a statement the second time it is sent, and the same name ever after', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1')).toBeUndefined();
    const name = names.nameOf('select $1');
    expect(name).toMatch(/^agora_[\w-]{22}$/);
    expect(names.nameOf('select $1')).toBe(name);
    expect(names.nameOf('select $1, $2')).toBeUndefined();
    expect(names.nameOf('select $1, $2')).not.toBe(name);
  });

  it('names no more than its bound: the rest are sent unnamed, as before', () => {
    const names = new StatementNames();
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 10; i++) {
      names.nameOf(`select ${i}`);
      names.nameOf(`select ${i}`);
    }
    expect(names.size).toBe(MAX_NAMED_STATEMENTS);
    expect(names.nameOf('select 0')).toBeDefined();
    expect(names.nameOf(`select ${MAX_NAMED_STATEMENTS}`)).toBeUndefined();
  });
});

const postgres = postgresForTests('The prepared statements test');
/** The rows of an execute() on PostgreSQL (Db's type leaves them unknown: PGlite's result is another). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** A new database of its own on the test server, opened as the server opens PostgreSQL; both go after the tests. */
async function freshDatabase() {
  const target = await createPostgresDatabase(postgres!);
  cleanups.push(target.drop);
  const database = await openPostgres(target.url, () => {});
  cleanups.push(() => database.close());
  return database;
}

describe.runIf(postgres)('statements sent again, on PostgreSQL', () => {
  it('are prepared on the connection and answer as before, parameters and all; one-off ones are not', async () => {
    const database = await freshDatabase();
    // One transaction: one connection, whose prepared statements it can list.
    const prepared = await database.db.transaction(async (tx) => {
      const answers = [];
      for (const n of [1, 2, 3]) answers.push(rowsOf(await tx.execute(sql`select ${n}::int * 2 as doubled`))[0]);
      expect(answers).toEqual([{ doubled: 2 }, { doubled: 4 }, { doubled: 6 }]);
      await tx.execute(sql`select ${'once'}::text as word`);
      // Without parameters too: what matters is that it comes again.
      for (let i = 0; i < 2; i++) await tx.execute(sql`select 41 + 1 as answer`);
      return rowsOf<{ statement: string }>(await tx.execute(sql`select statement from pg_prepared_statements where not from_sql order by statement`)).map((row) => row.statement);
    });
    expect(prepared).toEqual(['select $1::int * 2 as doubled', 'select 41 + 1 as answer']);
  });

  it('fail as before, a statement PostgreSQL refused is sent whole again, and a change of schema is followed', async () => {
    const database = await freshDatabase();
    const count = () => database.db.execute(sql`select count(*)::int as n from later where id > ${0}`);
    // PostgreSQL's own words, under drizzle's "Failed query".
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'answered',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    // Twice, so that the second is named: refused at its parse, it is not taken for prepared.
    expect(await refusal(count())).toBe('relation "later" does not exist');
    expect(await refusal(count())).toBe('relation "later" does not exist');
    await database.db.execute(sql`create table later (id int)`);
    await database.db.execute(sql`insert into later values (1), (2)`);
    for (let i = 0; i < 3; i++) expect(rowsOf(await count())).toEqual([{ n: 2 }]);
    await database.db.execute(sql`alter table later add column note text`);
    await database.db.execute(sql`insert into later values (3, 'three')`);
    expect(rowsOf(await count())).toEqual([{ n: 3 }]);
    const divide = (n: number) => database.db.execute(sql`select 1 / ${n}::int as quotient`);
    for (let i = 0; i < 2; i++) expect(await refusal(divide(0))).toBe('division by zero');
    expect(rowsOf(await divide(1))).toEqual([{ quotient: 1 }]);
  });
});
