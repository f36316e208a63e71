import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-app.js';

describe('closing the app (what SIGTERM does)', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = await buildTestApp({
      beforeReady(app) {
        app.get('/api/test-slow', { config: { public: true } }, async () => {
          release();
          await new Promise((resolve) => setTimeout(resolve, 300));
          // The database must still be open for a request that began before close().
          await app.db.execute(sql`select 1`);
          return { one: 1 };
        });
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = fetch(`${address}/api/test-slow`);
    await started;
    const closed = app.close();

    const answer = await response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ one: 1 });
    await closed;
    await expect(app.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
