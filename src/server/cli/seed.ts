/**
 * `npm run seed -- --posts N`: adds N realistic posts with pictures (by the demo authors,
 * created if missing) to the database DATA_DIR / DATABASE_URL point at, for benchmarks and
 * for trying the site with a full blog. Like user:add, it refuses while a server holds the
 * embedded database.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { resolveAuthSecret } from '../core/auth/auth-secret.js';
import { createAuth } from '../core/auth/create-auth.js';
import { loadConfig } from '../core/config.js';
import { openDatabase } from '../core/db/client.js';
import { ensureDemoAuthors, insertDemoPosts, storeDemoImages } from '../seed/seed-posts.js';
import { checkMediaStorage, createMediaStorage } from '../core/media/create-storage.js';
import { claimMediaStorage } from '../core/media/site-owner.js';
import { exitWith } from './exit-with.js';

const USAGE = 'Usage: npm run seed -- --posts N   (N from 1 to 1000000)';

async function main(): Promise<number> {
  let count: number;
  try {
    const { values } = parseArgs({ options: { posts: { type: 'string' } }, strict: true });
    count = Number(values.posts);
    if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new Error('--posts must be a whole number from 1 to 1000000.');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded: config.embeddedDatabase, purpose: 'seed' });
  try {
    await database.migrate();
    const auth = createAuth({ db: database.db, secret: resolveAuthSecret(config.authSecret, config.dataDir), publicUrl: config.publicUrl });
    const deps = { db: database.db, auth, storage: createMediaStorage(config) };
    await checkMediaStorage(deps.storage);
    await claimMediaStorage(deps.storage, deps.db);
    const authorIds = await ensureDemoAuthors(deps);
    const imageIds = await storeDemoImages(deps, authorIds.en[0]!);
    await insertDemoPosts(deps, { count, authorIds, imageIds });
    // A bulk import: the planner learns of it now rather than at autovacuum's next round (up to a
    // minute later), or the first searches read every post where the text index finds one.
    await database.db.execute(sql`analyze posts`);
    console.log(`Added ${count} posts.`);
    return 0;
  } finally {
    await database.close();
  }
}

exitWith(main);
