// Writes .br and .gz beside each text asset of the web build; the server sends them to
// browsers that accept them (@fastify/static preCompressed), so nothing is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = new URL('../dist/web', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(path) {
  for (const entry of readdirSync(path)) {
    const file = join(path, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(file)) {
      const data = readFileSync(file);
      if (data.length < 512) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

walk(dir);
