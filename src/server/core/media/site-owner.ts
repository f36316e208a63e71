import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { siteIdentity } from '../db/schema.js';
import { BucketUnreachableError, MarkerUnreadableError, S3MediaStorage } from './s3-storage.js';
import type { MediaStorage } from './storage.js';

/**
 * Thrown when the bucket folder (S3_PREFIX) holds the pictures of another site. Sharing it
 * would lose pictures: each site's media sweep deletes the files it has no record of.
 */
export class BucketOfAnotherSiteError extends BucketUnreachableError {
  constructor(storage: MediaStorage, owner: string, site: string) {
    super(
      `The ${storage.description} holds the pictures of another Agora site (site ${owner}; this database is site ${site}). ` +
        'Agora will not share it: each site deletes the pictures it has no record of. Give this site a folder of its own with S3_PREFIX. ' +
        'If this database replaces that site (restored after it was lost), run `npm run media:claim` once.',
    );
    this.name = 'BucketOfAnotherSiteError';
  }
}

/** This database's site id (site_identity, made with the database). */
export async function siteIdOf(db: Db): Promise<string> {
  const [row] = await db.select({ siteId: siteIdentity.siteId }).from(siteIdentity).where(eq(siteIdentity.id, 1));
  if (!row) throw new Error('The database has no site_identity row; its migrations did not run to the end.');
  return row.siteId;
}

/** Gives the database a new site id: a restored database is another site until it claims the pictures. */
export async function renewSiteId(db: Db): Promise<void> {
  await db.update(siteIdentity).set({ siteId: sql`gen_random_uuid()`, createdAt: new Date() }).where(eq(siteIdentity.id, 1));
}

/** How long a marker that another start is writing may take to read whole. */
const MARKER_SETTLE_TRIES = 20;
const MARKER_SETTLE_MS = 100;

/**
 * The folder's marker, read again while it reads as half written: instances started together
 * write it at once, and a store whose writes are not atomic (s3rver) can show one half done.
 * A marker still unreadable after two seconds is damaged, and said so.
 */
async function readOwnerSettled(storage: S3MediaStorage): Promise<string | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await storage.readOwner();
    } catch (error) {
      if (!(error instanceof MarkerUnreadableError) || attempt >= MARKER_SETTLE_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, MARKER_SETTLE_MS));
    }
  }
}

/**
 * Makes sure the storage's pictures are this site's before anything writes or deletes one:
 * the first site to use a bucket folder writes its id there; any other is refused with
 * BucketOfAnotherSiteError. A local folder (DATA_DIR/media) is the site's own by its place.
 */
export async function claimMediaStorage(storage: MediaStorage, db: Db): Promise<void> {
  if (!(storage instanceof S3MediaStorage)) return;
  const site = await siteIdOf(db);
  let owner = await readOwnerSettled(storage);
  if (owner === null) {
    await storage.writeOwner(site, { firstOnly: true });
    // Read again: a second site starting at the same moment may have written first.
    owner = await readOwnerSettled(storage);
  }
  if (owner !== site) throw new BucketOfAnotherSiteError(storage, owner ?? 'unknown', site);
}

/** `npm run media:claim`: this database's site takes over the bucket folder, whoever had it. */
export async function takeOverMediaStorage(storage: MediaStorage, db: Db): Promise<{ previous: string | null; site: string } | null> {
  if (!(storage instanceof S3MediaStorage)) return null;
  const site = await siteIdOf(db);
  const previous = await storage.readOwner().catch((error: unknown) => {
    // A damaged marker is what claiming replaces.
    if (error instanceof MarkerUnreadableError) return null;
    throw error;
  });
  await storage.writeOwner(site, { firstOnly: false });
  return { previous, site };
}
