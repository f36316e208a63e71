import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { posts, profiles } from '../db/schema.js';
import type { RecordEvent } from '../events/record.js';
import { imageIdsOf } from '../media/site-media.js';
import type { ContentBlock } from '../../../shared/schemas/content.js';

/** The ids of every image a post shows: its thumbnail, its image blocks and its author's photo. */
export function postPictureIds(post: { content: readonly ContentBlock[]; thumbnailId: string | null; authorImageId: string | null }): string[] {
  const ids = imageIdsOf(post.content);
  if (post.thumbnailId) ids.push(post.thumbnailId);
  if (post.authorImageId) ids.push(post.authorImageId);
  return ids;
}

/**
 * Takes a post off the site (`unpublish`, by `byId`; null: members' reports hold it, decision
 * 0044) or puts it back, and nothing else: answers its title, author and pictures, or null when
 * the post is not there or already so. The caller records the event that says why.
 */
export async function switchPostOnSite(tx: Db, change: { postId: string; unpublish: boolean; byId: string | null }) {
  const { postId, unpublish, byId } = change;
  const [changed] = await tx
    .update(posts)
    .set(unpublish ? { unpublishedAt: new Date(), unpublishedById: byId } : { unpublishedAt: null, unpublishedById: null })
    .where(and(eq(posts.id, postId), unpublish ? isNull(posts.unpublishedAt) : isNotNull(posts.unpublishedAt)))
    .returning({ title: posts.title, authorId: posts.authorId, content: posts.content, thumbnailId: posts.thumbnailId });
  if (!changed) return null;
  const [author] = changed.authorId ? await tx.select({ imageId: profiles.imageId }).from(profiles).where(eq(profiles.userId, changed.authorId)) : [];
  return { title: changed.title, authorId: changed.authorId, pictureIds: postPictureIds({ ...changed, authorImageId: author?.imageId ?? null }) };
}

/**
 * Takes a post off the site (`unpublish`, by `byId`: an administrator moderating, a moderator
 * deciding on reports, or whoever approved a guardian's request to hide it) or puts it back, in
 * the caller's change, with its event: audited, its author told, its pages forgotten by the cache
 * and its pictures following it (core/events/events.ts). Answers false, changing nothing, when
 * the post is not there or already so.
 */
export async function setPostOnSite(tx: Db, record: RecordEvent, change: { postId: string; unpublish: boolean; byId: string }): Promise<boolean> {
  const changed = await switchPostOnSite(tx, change);
  if (!changed) return false;
  record({ type: change.unpublish ? 'post.unpublished' : 'post.published', postId: change.postId, ...changed });
  return true;
}
