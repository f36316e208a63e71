import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresForTests } from '../../test/require-postgres.js';
import { createPostgresDatabase } from '../../test/test-database.js';
import { openPostgres } from './postgres.js';

/**
 * The connections a server's start opens (decision 0067): a lock's session is taken again by
 * the next lock rather than opened anew, and the pool's first connection and the LISTEN one
 * open while the app is built. Neither may weaken a lock or outlive the database's close.
 */
const postgres = postgresForTests('The start-up connections test');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** A database opened as the server opens the embedded one, its pool empty until asked (`ready`). */
async function openTarget() {
  const target = await createPostgresDatabase(postgres!);
  cleanups.push(target.drop);
  const database = await openPostgres(target.url, () => {}, { ready: Promise.resolve() });
  cleanups.push(() => database.close());
  // The test's own view of the database's sessions, from outside Agora's pool.
  const observer = new pg.Client({ connectionString: target.url });
  await observer.connect();
  cleanups.push(() => observer.end());
  const sessions = async () => {
    const { rows } = await observer.query<{ pid: number; query: string }>('select pid, query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows;
  };
  /** The session holding an advisory lock in this database now. */
  const holder = async () => {
    const { rows } = await observer.query<{ pid: number }>(
      "select l.pid from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and l.granted and d.datname = current_database()",
    );
    return rows.map((row) => row.pid);
  };
  return { database, sessions, holder };
}

describe.runIf(postgres)('the connections a start opens', () => {
  it('gives one lock’s session to the next lock, and closes it a second after the last', async () => {
    const { database, sessions, holder } = await openTarget();
    const first = await database.withLock('first', holder);
    const second = await database.withLock('second', holder);
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
    expect((await sessions()).map((session) => session.pid)).toContain(first[0]);
    await expect.poll(async () => (await sessions()).map((session) => session.pid), { timeout: 5_000 }).not.toContain(first[0]);
  });

  it('keeps two locks of one name apart, each in a session of its own', async () => {
    const { database, holder } = await openTarget();
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const firstPids = database.withLock('same', async () => {
      order.push('first in');
      const pids = await holder();
      await held;
      order.push('first out');
      return pids;
    });
    await expect.poll(() => order).toEqual(['first in']);
    const secondPids = database.withLock('same', async () => {
      order.push('second in');
      return holder();
    });
    // The second waits for the lock, not for the first's session.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual(['first in']);
    release();
    const [a, b] = await Promise.all([firstPids, secondPids]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(b[0]).not.toBe(a[0]);
  });

  it('closes the session of a lock whose work failed, and gives the next lock a new one', async () => {
    const { database, sessions, holder } = await openTarget();
    let failed: number[] = [];
    await expect(
      database.withLock('fails', async () => {
        failed = await holder();
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const next = await database.withLock('fails', holder);
    expect(failed).toHaveLength(1);
    expect(next).toHaveLength(1);
    expect(next[0]).not.toBe(failed[0]);
    await expect.poll(async () => (await sessions()).map((session) => session.pid)).not.toContain(failed[0]);
  });

  it('opens a pool connection and the LISTEN connection when warmed up, hears on it, and leaves none open once closed', async () => {
    const { database, sessions } = await openTarget();
    expect(await sessions()).toEqual([]);
    database.warmUp();
    await expect.poll(async () => (await sessions()).length, { timeout: 5_000 }).toBe(2);
    const heard: string[] = [];
    await database.listen('warmed', (payload) => heard.push(payload));
    // Listening took the warm connection: no third one was opened for it.
    expect((await sessions()).length).toBe(2);
    await database.notify('warmed', 'hello');
    await expect.poll(() => heard).toEqual(['hello']);
    await database.close();
    await expect.poll(async () => (await sessions()).length, { timeout: 5_000 }).toBe(0);
  });

  it('leaves no connection behind when closed while warming up', async () => {
    const { database, sessions } = await openTarget();
    database.warmUp();
    await database.close();
    // Give a connection that was on its way the time to arrive, and to be closed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect.poll(async () => (await sessions()).length, { timeout: 5_000 }).toBe(0);
  });
});
