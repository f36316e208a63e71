import { afterAll, describe, expect, it } from 'vitest';
import { postgresForTests } from '../../test/require-postgres.js';
import { createPostgresDatabase } from '../../test/test-database.js';
import { openPostgres } from './postgres.js';

/**
 * The one LISTEN connection is shared by every open page (listen, unlisten) and the heartbeat:
 * its queries go one at a time, which pg asks for (it warns of a query sent while another runs,
 * and its next major refuses one), and none is lost on the way.
 */
const postgres = postgresForTests('The LISTEN connection test');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe.runIf(postgres)('the LISTEN connection', () => {
  it('takes many pages opening and closing at once in turn, with no warning from pg, and still hears each channel', async () => {
    const target = await createPostgresDatabase(postgres!);
    cleanups.push(target.drop);
    const database = await openPostgres(target.url, () => {});
    cleanups.push(() => database.close());
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const heard: string[] = [];
      // Forty channels asked for at once, half of them let go of at once again.
      const unlistens = await Promise.all(Array.from({ length: 40 }, (_, i) => database.listen(`page_${i}`, (payload) => heard.push(payload))));
      await Promise.all(unlistens.slice(0, 20).map((unlisten) => unlisten()));
      for (let i = 0; i < 40; i++) await database.db.execute(`select pg_notify('page_${i}', '${i}')`);
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(20);
      expect(heard.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 20));
      // A deprecation is emitted on the next tick: give it one.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
