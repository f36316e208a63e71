import { afterAll, expect } from 'vitest';

/**
 * Every test file fails when pg saw a query sent on a connection still running another: a
 * transaction (`tx`) is one connection, so a `Promise.all` of its queries overlaps them. pg only
 * warns today (once per process, so each test file's own) and its next major refuses it.
 */
const overlaps: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) overlaps.push(warning.message);
});
afterAll(() => {
  expect(overlaps, 'queries overlapped on one connection: await each query of a transaction before the next').toEqual([]);
});
