import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from './client.js';
import { preparedPerDb } from './prepared-queries.js';

const notes = pgTable('prepared_notes', { id: integer('id').primaryKey(), word: text('word').notNull() });

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, close } = await openTestDatabase({ migrate: false }));
  await database.db.execute(sql`create table prepared_notes (id integer primary key, word text not null)`);
  await database.db.insert(notes).values([
    { id: 1, word: 'one' },
    { id: 2, word: 'two' },
    { id: 3, word: 'three' },
  ]);
});
afterAll(() => close());

let built = 0;
const wordsOf = preparedPerDb((db) => {
  built += 1;
  return db
    .select({ word: notes.word })
    .from(notes)
    .where(eq(notes.id, sql.placeholder('id')))
    .prepare('agora_test_words_of');
});

describe('a query prepared per database handle', () => {
  it('is built once for the server’s handle, and answers each call with its own values', async () => {
    const before = built;
    const words = async (id: number) => (await wordsOf(database.db).execute({ id })).map((row) => row.word);
    expect([await words(2), await words(3), await words(1), await words(4)]).toEqual([['two'], ['three'], ['one'], []]);
    expect(built - before).toBe(1);
  });

  it('runs inside the transaction whose handle it is given: it reads what that change wrote, and a rollback leaves nothing', async () => {
    const words = (rows: { word: string }[]) => rows.map((row) => row.word);
    let inside: string[] = [];
    const ended = await database.db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ id: 5, word: 'five' });
        inside = words(await wordsOf(tx).execute({ id: 5 }));
        tx.rollback();
      })
      .then(
        () => 'committed',
        (error: Error) => (error.message === 'Rollback' ? 'rolled back' : Promise.reject(error)),
      );
    expect({ inside, ended }).toEqual({ inside: ['five'], ended: 'rolled back' });
    expect(await wordsOf(database.db).execute({ id: 5 })).toEqual([]);
  });
});
