import fp from 'fastify-plugin';
import type { Database, Db } from '../core/db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL). */
    db: Db;
    database: Database;
  }
}

/** Makes an open, migrated database available as `app.db` and closes it with the app. */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'agora-db' },
);
