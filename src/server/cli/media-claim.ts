/**
 * `npm run media:claim`: this database's site takes over its bucket folder (S3_BUCKET,
 * S3_PREFIX), whichever site the folder's marker named. For a site restored to replace one
 * that was lost: the restore gave its database a new site id, and the start refuses a folder
 * marked as another site's until it is claimed. Never for a copy that runs beside the
 * original: give that one its own S3_PREFIX.
 */
import { loadConfig } from '../core/config.js';
import { openDatabase } from '../core/db/client.js';
import { checkMediaStorage, createMediaStorage } from '../core/media/create-storage.js';
import { takeOverMediaStorage } from '../core/media/site-owner.js';
import { exitWith } from './exit-with.js';

exitWith(async () => {
  if (process.argv.length > 2) {
    console.error('npm run media:claim takes no options.\nUsage: npm run media:claim');
    return 1;
  }
  const config = loadConfig();
  const storage = createMediaStorage(config);
  await checkMediaStorage(storage);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded: config.embeddedDatabase, purpose: 'media:claim' });
  try {
    await database.migrate();
    const claimed = await takeOverMediaStorage(storage, database.db);
    if (!claimed) {
      console.log(`Media are stored in the ${storage.description}, which is this site's own: there is nothing to claim.`);
    } else if (claimed.previous === claimed.site) {
      console.log(`The ${storage.description} was already this site's (site ${claimed.site}).`);
    } else {
      console.log(`The ${storage.description} is now this site's (site ${claimed.site}; it was ${claimed.previous ?? 'nobody'}'s).`);
    }
    return 0;
  } finally {
    await database.close();
  }
});
