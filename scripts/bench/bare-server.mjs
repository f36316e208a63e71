// The yardstick of `npm run bench`: a bare Fastify server sending, from memory, exactly the
// status, headers and body Agora answered for each path (captured by `captureAnswers`).
// Nothing else runs per request, so Agora / bare is what Agora's own work costs.
// Usage: node scripts/bench/bare-server.mjs captured.json PORT
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';

// Node writes these itself for every answer, on both servers; content-length follows the body.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One GET with no request headers beyond Host, as autocannon sends it (so no compression either). */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Agora's answer to each path, as a visitor's GET without a cookie receives it, header names as sent. */
export async function captureAnswers(base, paths) {
  const captured = [];
  for (const path of paths) {
    const { status, rawHeaders, body } = await rawGet(base + path);
    const headers = [];
    for (let i = 0; i < rawHeaders.length; i += 2) {
      if (!PER_CONNECTION.has(rawHeaders[i].toLowerCase())) headers.push([rawHeaders[i], rawHeaders[i + 1]]);
    }
    captured.push({ path, status, headers, body: body.toString('base64') });
  }
  return captured;
}

async function serve(capturedFile, port) {
  const captured = JSON.parse(readFileSync(capturedFile, 'utf8'));
  const answers = new Map(captured.map(({ path, status, headers, body }) => [path, { status, headers: Object.fromEntries(headers), body: Buffer.from(body, 'base64') }]));
  const app = Fastify();
  // Query strings are part of what Agora answered (?page=2), so match on the whole URL.
  app.get('/*', (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.status(404).send();
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve(process.argv[2], process.argv[3]);
