import { statfs } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';

/**
 * The longest a health check waits for the database: a load balancer asking every few
 * seconds must hear "unavailable" (503) within two seconds, however long the database
 * stays frozen; the next check after it recovers answers 200 again.
 */
const HEALTH_DB_TIMEOUT_MS = 1_200;

/**
 * Below this much free room on the disk of DATA_DIR or of the media folder, the check says
 * `disk: "low"`: uploads and the embedded database's writes soon fail (507), and monitoring
 * that reads the answer can warn before they do. The site still serves, so it stays 200.
 */
const LOW_DISK_BYTES = 1024 ** 3;

/** The free bytes of the disk holding `path` (for an unprivileged process), or null when it cannot be read. */
async function freeBytes(path: string): Promise<number | null> {
  try {
    const stats = await statfs(path);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** GET /api/health: 200 once the database answers, for load balancers and start scripts; `disk` says whether room runs out. */
export const healthRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, options) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok'), disk: z.enum(['ok', 'low']) }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.database.ping(HEALTH_DB_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new AppError(503, 'unavailable');
      }
      const serving = app.mediaStorage.serving;
      const folders = serving.kind === 'directory' ? [options.dataDir, serving.root] : [options.dataDir];
      const free = await Promise.all(folders.map(freeBytes));
      const low = free.some((bytes) => bytes !== null && bytes < LOW_DISK_BYTES);
      return { status: 'ok' as const, disk: low ? ('low' as const) : ('ok' as const) };
    },
  );
};
