// The worker side of option (a): PGlite in a worker_threads thread, answering query
// messages, so its WebAssembly runs off the main event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const client = await PGlite.create(workerData.dataDir, { postgresqlconf: ['shared_buffers=16MB'] });
parentPort.on('message', async ({ id, sql, params }) => {
  try {
    const result = await client.query(sql, params);
    parentPort.postMessage({ id, rows: result.rows });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
parentPort.postMessage({ ready: true });
