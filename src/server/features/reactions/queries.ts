import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { REACTION_PEOPLE_SHOWN, REACTION_SET_DEFAULT, type ReactionSubject } from '../../../shared/constants.js';
import { commentRuleColumns } from '../../core/comments/find-comment.js';
import type { Db } from '../../core/db/client.js';
import { collaborationItems, collaborations, comments, posts, profiles, reactions, siteSettings, users } from '../../core/db/schema.js';
import type { LiveTopic } from '../../core/events/live-news.js';
import { collaborationVisibility, itemVisibility } from '../../core/visibility/collaborations.js';
import { commentVisibility } from '../../core/visibility/comments.js';
import { postVisibility } from '../../core/visibility/posts.js';
import type { Reader } from '../../core/visibility/predicate.js';

/** A thing a member may react to, as the reader may read it: whether it takes reactions now, and which open pages show it. */
export interface ReactableThing {
  id: string;
  /** Live: on the site for its readers (not waiting for review, sent back, hidden or taken off). */
  live: boolean;
  topic: LiveTopic;
}

const bool = (condition: SQL) => sql<boolean>`coalesce(${condition}, false)`;

/**
 * Of these things of one kind, those `reader` may read, by each kind's rule in core/visibility
 * (a comment's and its place's; an update's or help request's and its collaboration's): what the
 * reader may not read is, for them, not there.
 */
export async function readableThings(db: Db, type: ReactionSubject, ids: readonly string[], reader: Reader): Promise<ReactableThing[]> {
  if (ids.length === 0) return [];
  if (type === 'post') {
    const rows = await db
      .select({ id: posts.id, live: bool(postVisibility.live.where(posts, reader)) })
      .from(posts)
      .where(and(inArray(posts.id, [...ids]), postVisibility.readable.where(posts, reader)));
    return rows.map((row) => ({ ...row, topic: { post: row.id } }));
  }
  if (type === 'comment') {
    // A comment is under a post or under an update or help request (core/comments/place.ts): each
    // branch asks its place's rules and the comment's with that place's author.
    const underPost = and(sql`${comments.postId} is not null`, postVisibility.readable.where(posts, reader), commentVisibility.readable.where(commentRuleColumns(posts.authorId), reader));
    const underItem = and(
      sql`${comments.itemId} is not null`,
      itemVisibility.readable.where(collaborationItems, reader),
      collaborationVisibility.visible.where(collaborations, reader),
      commentVisibility.readable.where(commentRuleColumns(collaborationItems.createdById), reader),
    );
    const live = sql`case when ${comments.postId} is not null
      then ${commentVisibility.live.where(commentRuleColumns(posts.authorId), reader)} and ${postVisibility.live.where(posts, reader)}
      else ${commentVisibility.live.where(commentRuleColumns(collaborationItems.createdById), reader)} and ${itemVisibility.live.where(collaborationItems, reader)} and ${collaborationVisibility.listed.where(collaborations, reader)} end`;
    const rows = await db
      .select({ id: comments.id, postId: comments.postId, collaborationId: collaborationItems.collaborationId, live: bool(live) })
      .from(comments)
      .leftJoin(posts, eq(posts.id, comments.postId))
      .leftJoin(collaborationItems, eq(collaborationItems.id, comments.itemId))
      .leftJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
      .where(and(inArray(comments.id, [...ids]), or(underPost, underItem)));
    return rows.map((row) => ({ id: row.id, live: row.live, topic: row.postId ? { post: row.postId } : { collaboration: row.collaborationId! } }));
  }
  const rows = await db
    .select({
      id: collaborationItems.id,
      collaborationId: collaborationItems.collaborationId,
      live: bool(sql`${itemVisibility.live.where(collaborationItems, reader)} and ${collaborationVisibility.listed.where(collaborations, reader)}`),
    })
    .from(collaborationItems)
    .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
    .where(and(inArray(collaborationItems.id, [...ids]), itemVisibility.readable.where(collaborationItems, reader), collaborationVisibility.visible.where(collaborations, reader)));
  return rows.map((row) => ({ id: row.id, live: row.live, topic: { collaboration: row.collaborationId } }));
}

/** The column that names a thing of this kind. */
const thingColumn = (type: ReactionSubject) => (type === 'post' ? reactions.postId : type === 'comment' ? reactions.commentId : reactions.itemId);

/** The site's reactions, in the order shown (decision 0047). */
export async function reactionSet(db: Db): Promise<string[]> {
  const [row] = await db.select({ set: siteSettings.reactionSet }).from(siteSettings).limit(1);
  return row?.set ?? [...REACTION_SET_DEFAULT];
}

export async function setReactionSet(db: Db, set: readonly string[]): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, reactionSet: [...set] })
    .onConflictDoUpdate({ target: siteSettings.id, set: { reactionSet: [...set] } });
}

/**
 * The reactions of these things (the caller read which the reader may read): each emoji's count,
 * whether `readerId` gave it, and the first REACTION_PEOPLE_SHOWN members who did, by name with
 * what decides how they are shown. Read by the partial unique index of the kind.
 */
export async function countReactions(db: Db, type: ReactionSubject, ids: readonly string[], readerId: string) {
  if (ids.length === 0) return { counts: [], people: [] };
  const column = thingColumn(type);
  const ranked = db
    .select({
      thingId: sql<string>`${column}`.as('thing_id'),
      emoji: reactions.emoji,
      userId: reactions.userId,
      rank: sql<number>`row_number() over (partition by ${column}, ${reactions.emoji} order by ${reactions.createdAt}, ${reactions.id})`.as('rank'),
    })
    .from(reactions)
    .where(inArray(column, [...ids]))
    .as('ranked');
  const [counts, people] = await Promise.all([
    db
      .select({ thingId: sql<string>`${column}`, emoji: reactions.emoji, count: sql<number>`count(*)::int`, mine: sql<boolean>`bool_or(${reactions.userId} = ${readerId})` })
      .from(reactions)
      .where(inArray(column, [...ids]))
      .groupBy(column, reactions.emoji),
    db
      .select({
        thingId: ranked.thingId,
        emoji: ranked.emoji,
        id: ranked.userId,
        name: sql<string>`coalesce(${profiles.name}, '')`,
        surname: sql<string>`coalesce(${profiles.surname}, '')`,
        needsReview: users.needsReview,
        imageConsent: profiles.imageConsent,
        anonymised: sql<boolean>`${users.anonymisedAt} is not null`,
      })
      .from(ranked)
      .innerJoin(users, eq(users.id, ranked.userId))
      .leftJoin(profiles, eq(profiles.userId, ranked.userId))
      .where(sql`${ranked.rank} <= ${REACTION_PEOPLE_SHOWN}`)
      .orderBy(asc(ranked.rank)),
  ]);
  return { counts, people };
}
export type ReactionRows = Awaited<ReturnType<typeof countReactions>>;

/** Gives a reaction: answers false when the member had given it already (one of each). */
export async function addReaction(db: Db, type: ReactionSubject, thingId: string, userId: string, emoji: string): Promise<boolean> {
  const thing = type === 'post' ? { postId: thingId } : type === 'comment' ? { commentId: thingId } : { itemId: thingId };
  const added = await db
    .insert(reactions)
    .values({ userId, emoji, ...thing })
    .onConflictDoNothing()
    .returning({ id: reactions.id });
  return added.length > 0;
}

/** Takes a reaction back: answers false when there was none. */
export async function removeReaction(db: Db, type: ReactionSubject, thingId: string, userId: string, emoji: string): Promise<boolean> {
  const removed = await db
    .delete(reactions)
    .where(and(eq(thingColumn(type), thingId), eq(reactions.userId, userId), eq(reactions.emoji, emoji)))
    .returning({ id: reactions.id });
  return removed.length > 0;
}
