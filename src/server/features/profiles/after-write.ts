import type { FastifyInstance } from 'fastify';
import { placeMedia } from '../../core/media/members-media.js';
import { CACHE_TAGS } from '../../plugins/public-cache.js';

/**
 * After a profile changed what it shows: its photos go where their readers may read them (the one
 * it shows is public on every author card, the one it showed is nobody's now), and every post
 * forgets its author card.
 */
export async function afterProfileWrite(app: FastifyInstance, pictureIds: (string | null)[]): Promise<void> {
  const moved = await placeMedia({ db: app.db, storage: app.mediaStorage }, pictureIds);
  await app.publicCache.invalidate(CACHE_TAGS.posts, ...(moved ? [CACHE_TAGS.postLists] : []));
}
