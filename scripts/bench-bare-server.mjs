// The yardstick of `npm run bench` (DESIGN.md "Performance budgets"): a bare Fastify server
// sending, from memory, exactly the bytes Agora answered for each path. Nothing else runs.
// Usage: node scripts/bench-bare-server.mjs captured.json PORT
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [capturedFile, port] = process.argv.slice(2);
const captured = JSON.parse(readFileSync(capturedFile, 'utf8'));
const answers = new Map(captured.map(({ path, contentType, body }) => [path, { contentType, body: Buffer.from(body, 'base64') }]));

const app = Fastify();
// Query strings are part of what Agora answered (?page=500), so match on the whole URL.
app.get('/*', async (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.status(404).send();
  return reply.type(answer.contentType).send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
