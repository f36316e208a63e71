import type { FastifyInstance } from 'fastify';
import { placeMedia } from '../../core/media/members-media.js';
import { CACHE_TAGS, postTag } from '../../plugins/public-cache.js';

/**
 * After a post was written (created, changed or deleted): the pictures it showed or shows go
 * where their readers may read them (media/members-media.ts), and every list forgets what it
 * kept, on every instance, with the post itself (its own tag also for a new id: a reader may
 * have asked for it before it existed), and every post when a picture another post may show moved.
 */
export async function afterPostWrite(app: FastifyInstance, id: string, pictureIds: string[]): Promise<void> {
  const moved = await placeMedia({ db: app.db, storage: app.mediaStorage }, pictureIds);
  await app.publicCache.invalidate(CACHE_TAGS.postLists, postTag(id), ...(moved ? [CACHE_TAGS.posts] : []));
}
