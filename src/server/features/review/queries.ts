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
