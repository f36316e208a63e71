import { eq, sql } from 'drizzle-orm';
import { collaborationItems, collaborations, comments, posts, profiles, users } from '../db/schema.js';
import type { Db } from '../db/client.js';
import { postRuleColumns } from '../posts/post-rules.js';
import { itemPlaceColumns, placeOfJoined } from './place-rules.js';

/** The columns the comment rules read (core/visibility/comments.ts): the comment's, and its place's author. */
export const commentRuleColumns = (placeAuthorId: typeof posts.authorId | typeof collaborationItems.createdById) => ({
  review: comments.review,
  hiddenAt: comments.hiddenAt,
  hiddenById: comments.hiddenById,
  authorId: comments.authorId,
  placeAuthorId,
});

/**
 * A comment as read for its presenter and its policy: with its author's name, and what decides who
 * sees them by name (core/people/identity.ts: a pupil, their image consent, anonymised).
 */
export const commentRow = {
  id: comments.id,
  parentId: comments.parentId,
  authorId: comments.authorId,
  name: profiles.name,
  surname: profiles.surname,
  needsReview: users.needsReview,
  imageConsent: profiles.imageConsent,
  anonymised: sql<boolean>`${users.anonymisedAt} is not null`,
  body: comments.body,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  hiddenAt: comments.hiddenAt,
  hiddenById: comments.hiddenById,
  review: comments.review,
  version: comments.version,
  reviewNote: comments.reviewNote,
  reviewedAt: comments.reviewedAt,
};

/**
 * One comment, whatever its state (its policy decides who reads it), with its place: the post, or
 * the update or help request and its collaboration, with what their rules read and their title.
 */
export async function findComment(db: Db, id: string) {
  const [row] = await db
    .select({
      ...commentRow,
      post: { ...postRuleColumns, title: posts.title },
      item: itemPlaceColumns,
    })
    .from(comments)
    .leftJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(collaborationItems, eq(collaborationItems.id, comments.itemId))
    .leftJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
    .leftJoin(profiles, eq(profiles.userId, comments.authorId))
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, id))
    .limit(1);
  if (!row) return null;
  const { post, item, ...comment } = row;
  const place = placeOfJoined({ post, item });
  return { ...comment, placeAuthorId: place.authorId, place };
}
export type FoundComment = NonNullable<Awaited<ReturnType<typeof findComment>>>;
