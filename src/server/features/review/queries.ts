import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collaborationItems, collaborations, posts } from '../../db/schema.js';

/** An entry of the queue as read: a post, or an update or help request with its collaboration. */
export interface WaitingRow {
  type: 'post' | 'update' | 'help';
  id: string;
  title: string;
  excerpt: string;
  authorId: string | null;
  name: string | null;
  surname: string | null;
  collaborationId: string | null;
  collaborationTitle: string | null;
  submittedAt: Date | string;
}

/**
 * What waits for review, oldest first (the longest waiting is decided first): posts and the
 * updates and help requests of collaborations that are not deleted. Each branch reads its own
 * partial index (`…_review_waiting_idx`) in order and stops at `limit`.
 */
export async function listWaiting(db: Db, limit: number): Promise<WaitingRow[]> {
  const result = await db.execute(sql`
    (select 'post' as type, p.id::text as id, p.title, p.excerpt, p.author_id as "authorId", pr.name, pr.surname,
        null::text as "collaborationId", null::text as "collaborationTitle", p.updated_at as "submittedAt"
      from posts p left join profiles pr on pr.user_id = p.author_id
      where p.review = 'waiting' order by p.updated_at limit ${limit})
    union all
    (select i.kind, i.id::text, i.title, '', i.created_by_id, pr.name, pr.surname, c.id::text, c.title, i.updated_at
      from collaboration_items i join collaborations c on c.id = i.collaboration_id
        left join profiles pr on pr.user_id = i.created_by_id
      where i.review = 'waiting' and c.deleted_at is null order by i.updated_at limit ${limit})
    order by "submittedAt", id
    limit ${limit}`);
  return (result as unknown as { rows: WaitingRow[] }).rows;
}

/** How many things wait for review in all: the hub's number. */
export async function countWaiting(db: Db): Promise<number> {
  const [[waitingPosts], [waitingItems]] = await Promise.all([
    db.select({ n: count() }).from(posts).where(eq(posts.review, 'waiting')),
    db
      .select({ n: count() })
      .from(collaborationItems)
      .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
      .where(and(eq(collaborationItems.review, 'waiting'), isNull(collaborations.deletedAt))),
  ]);
  return (waitingPosts?.n ?? 0) + (waitingItems?.n ?? 0);
}

/** A reviewer's decision: approve (it goes live) or send back with a note. */
export type Decision = { approve: true } | { approve: false; note: string };

/**
 * Applies a decision to a post that still waits (null when it no longer does: decided meanwhile
 * by another reviewer, or changed back by its author). Approved, it goes live dated now, so it
 * is the newest post of the lists it joins (it was not on the site before).
 */
export async function decideOnPost(db: Db, id: string, reviewerId: string, decision: Decision) {
  const now = new Date();
  const [row] = await db
    .update(posts)
    .set({
      ...(decision.approve ? { review: null, reviewNote: null, createdAt: now } : { review: 'sent_back' as const, reviewNote: decision.note }),
      reviewedById: reviewerId,
      reviewedAt: now,
    })
    .where(and(eq(posts.id, id), eq(posts.review, 'waiting')))
    .returning({ title: posts.title, authorId: posts.authorId });
  return row ?? null;
}

/** The same for an update or help request (approved, it is the newest of its collaboration's). */
export async function decideOnItem(db: Db, id: string, reviewerId: string, decision: Decision) {
  const now = new Date();
  const [row] = await db
    .update(collaborationItems)
    .set({
      ...(decision.approve ? { review: null, reviewNote: null, createdAt: now } : { review: 'sent_back' as const, reviewNote: decision.note }),
      reviewedById: reviewerId,
      reviewedAt: now,
    })
    .where(and(eq(collaborationItems.id, id), eq(collaborationItems.review, 'waiting')))
    .returning({
      title: collaborationItems.title,
      kind: collaborationItems.kind,
      authorId: collaborationItems.createdById,
      collaborationId: collaborationItems.collaborationId,
    });
  return row ?? null;
}

/** An update or help request of a collaboration that is not deleted, with what a decision on it needs; or null. */
export async function findItemForReview(db: Db, id: string) {
  const [row] = await db
    .select({ title: collaborationItems.title, kind: collaborationItems.kind, authorId: collaborationItems.createdById, collaborationId: collaborationItems.collaborationId })
    .from(collaborationItems)
    .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
    .where(and(eq(collaborationItems.id, id), isNull(collaborations.deletedAt)))
    .limit(1);
  return row ?? null;
}
