import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { startMaintenance } from './maintenance.js';
import { buildTestApp } from './test/build-app.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('maintenance jobs', () => {
  it('runs a job on its schedule, and one instance at a time when several share the database', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const job = {
      name: 'test-job',
      everyMs: 60_000,
      firstAfterMs: 10,
      async run() {
        runs++;
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await new Promise((resolve) => setTimeout(resolve, 200));
        running--;
      },
    };
    // Two "instances" whose first turn comes at the same moment.
    const stops = [startMaintenance(app, [job]), startMaintenance(app, [job])];
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (const stop of stops) stop();
    expect(runs).toBe(1);
    expect(mostAtOnce).toBe(1);
  });

  it('keeps going after a job fails', async () => {
    let attempts = 0;
    const stop = startMaintenance(app, [
      {
        name: 'failing-job',
        everyMs: 50,
        firstAfterMs: 10,
        async run() {
          attempts++;
          throw new Error('the storage is away');
        },
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(attempts).toBeGreaterThan(1);
  });
});
