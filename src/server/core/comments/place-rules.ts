import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { collaborationItems, collaborations, posts } from '../db/schema.js';
import { postRuleColumns } from '../posts/post-rules.js';
import { collaborationVisibility, itemVisibility } from '../visibility/collaborations.js';
import type { Reader } from '../visibility/predicate.js';
import { postVisibility } from '../visibility/posts.js';
import type { CommentPlaceView } from '../../../shared/schemas/comments.js';
import type { CollaborationItemKind } from '../../../shared/schemas/content.js';
import type { CommentPlace } from './place.js';

/** A place with what its rules read: whom it is for, whose it is, and its title. */
export interface PlaceRules {
  place: CommentPlace;
  /** The place as a page about one of its comments links back to it, with its title. */
  view: CommentPlaceView;
  /** Its author (null: a former member's), who hides comments under it (core/visibility/comments.ts `placeAuthorId`). */
  authorId: string | null;
  /** Whether `reader` may read it, and so its live comments. */
  readable(reader: Reader): boolean;
  /**
   * Whether it takes comments, asked of a reader who may read it: live (a post on the site; an
   * item approved and not hidden, in a live collaboration that is not deleted).
   */
  live(reader: Reader): boolean;
}

/** The columns an item's and its collaboration's rules read (core/visibility/collaborations.ts). */
export const itemPlaceColumns = {
  itemId: collaborationItems.id,
  itemTitle: collaborationItems.title,
  itemKind: collaborationItems.kind,
  itemCreatedById: collaborationItems.createdById,
  itemReview: collaborationItems.review,
  itemHiddenAt: collaborationItems.hiddenAt,
  collaborationId: collaborations.id,
  status: collaborations.status,
  review: collaborations.review,
  createdById: collaborations.createdById,
  audience: collaborations.audience,
  projectId: collaborations.projectId,
};
type Review = 'waiting' | 'sent_back' | null;
export interface ItemPlaceRow {
  itemId: string;
  itemTitle: string;
  itemKind: string;
  itemCreatedById: string | null;
  itemReview: Review;
  itemHiddenAt: Date | null;
  collaborationId: string;
  status: string;
  review: Review;
  createdById: string;
  audience: string;
  projectId: string | null;
}

/** A post's rules as a place's. */
export function postPlace(post: { id: string; authorId: string | null; audience: string; projectId: string | null; unpublishedAt: Date | null; review: Review; title: string }): PlaceRules {
  return {
    place: { kind: 'post', postId: post.id },
    view: { kind: 'post', postId: post.id, title: post.title },
    authorId: post.authorId,
    readable: (reader) => postVisibility.readable.test(post, reader),
    live: (reader) => postVisibility.live.test(post, reader),
  };
}

/** An update's or help request's rules as a place's: its collaboration's first, then its own. */
export function itemPlace(row: ItemPlaceRow): PlaceRules {
  const item = { createdById: row.itemCreatedById, review: row.itemReview, hiddenAt: row.itemHiddenAt };
  const collaboration = { status: row.status, review: row.review, createdById: row.createdById, audience: row.audience, projectId: row.projectId };
  return {
    place: { kind: 'item', collaborationId: row.collaborationId, itemId: row.itemId },
    view: { kind: 'item', collaborationId: row.collaborationId, itemId: row.itemId, itemKind: row.itemKind as CollaborationItemKind, title: row.itemTitle },
    authorId: row.itemCreatedById,
    readable: (reader) => collaborationVisibility.visible.test(collaboration, reader) && itemVisibility.readable.test(item, reader),
    // As reactions ask of an item: its own live rule, and its collaboration's listed one (signed in, live, not deleted).
    live: (reader) => itemVisibility.live.test(item, reader) && collaborationVisibility.listed.test(collaboration, reader),
  };
}

/** A place's rules, or null when it is not there (an item of another collaboration is not there). */
export async function findPlaceRules(db: Db, place: CommentPlace): Promise<PlaceRules | null> {
  if (place.kind === 'post') {
    const [post] = await db
      .select({ ...postRuleColumns, title: posts.title })
      .from(posts)
      .where(eq(posts.id, place.postId))
      .limit(1);
    return post ? postPlace(post) : null;
  }
  const [row] = await db
    .select(itemPlaceColumns)
    .from(collaborationItems)
    .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
    .where(and(eq(collaborationItems.id, place.itemId), eq(collaborationItems.collaborationId, place.collaborationId)))
    .limit(1);
  return row ? itemPlace(row) : null;
}

/**
 * The place of a comment read with its post's and its item's rule columns, left-joined: the post's
 * are null for a comment under an item (exactly one place is set, comments_one_place_check).
 */
export function placeOfJoined(row: { post: Parameters<typeof postPlace>[0] | null; item: { [K in keyof ItemPlaceRow]: ItemPlaceRow[K] | null } }): PlaceRules {
  return row.post ? postPlace(row.post) : itemPlace(row.item as ItemPlaceRow);
}
