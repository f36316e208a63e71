// Tests only: a real S3-API server (s3rver) in a process of its own, so the S3 media storage
// is tested against HTTP and signatures, never a mock.
//
//   node scripts/s3-test-server.mjs [DIR]
//
// Listens on 127.0.0.1 on a free port, keeps its objects in DIR (or a fresh temporary folder,
// removed on exit), has the bucket `agora`, and prints one JSON line when ready:
//   {"endpoint":"http://127.0.0.1:PORT","bucket":"agora"}
// Credentials are s3rver's fixed S3RVER / S3RVER. It stops on SIGTERM or SIGINT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'agora';

const given = process.argv[2];
const directory = given ? resolve(given) : mkdtempSync(join(tmpdir(), 'agora-s3rver-'));

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: BUCKET }],
});

const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET })}\n`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  const closed = server.close();
  // The tests' SDK clients keep connections alive; close() alone would wait for them.
  server.httpServer.closeAllConnections();
  closed.finally(() => {
    // A folder we made is ours to remove; one we were given belongs to the caller.
    if (!given) rmSync(directory, { recursive: true, force: true });
    process.exit(0);
  });
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
