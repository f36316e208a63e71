import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import type { ReviewEntryType } from '../../../shared/schemas/review.js';

/** An entry of the queue as read: what it is, whose, where, and since when it waits. */
export interface WaitingRow {
  type: ReviewEntryType;
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
 * Everything that waits for review, each branch a row per thing, in the queue's columns: posts;
 * updates and help requests of collaborations that are not deleted; pupils' new collaborations;
 * changes to live collaborations; changes to profiles (issue 26). Each branch reads its own
 * partial index (`…_review_waiting_idx`) in order, leaves out what `reviewerId` wrote (nobody
 * reviews their own), and stops at `limit`.
 */
function waitingBranches(reviewerId: string, limit: number) {
  // Not written by the reviewer (a former member's, whose author is null, is anyone's to review).
  const own = (column: string) => sql`(${sql.raw(column)} is null or ${sql.raw(column)} <> ${reviewerId})`;
  return [
    sql`(select 'post' as type, p.id::text as id, p.title, p.excerpt, p.author_id as "authorId", pr.name, pr.surname,
        null::text as "collaborationId", null::text as "collaborationTitle", p.updated_at as "submittedAt"
      from posts p left join profiles pr on pr.user_id = p.author_id
      where p.review = 'waiting' and ${own('p.author_id')} order by p.updated_at limit ${limit})`,
    sql`(select i.kind, i.id::text, i.title, '', i.created_by_id, pr.name, pr.surname, c.id::text, c.title, i.updated_at
      from collaboration_items i join collaborations c on c.id = i.collaboration_id
        left join profiles pr on pr.user_id = i.created_by_id
      where i.review = 'waiting' and c.deleted_at is null and ${own('i.created_by_id')} order by i.updated_at limit ${limit})`,
    sql`(select 'collaboration', c.id::text, c.title, '', c.created_by_id, pr.name, pr.surname, c.id::text, c.title, c.updated_at
      from collaborations c left join profiles pr on pr.user_id = c.created_by_id
      where c.review = 'waiting' and c.deleted_at is null and ${own('c.created_by_id')} order by c.updated_at limit ${limit})`,
    sql`(select 'collaboration_change', r.collaboration_id::text, r.title, '', r.author_id, pr.name, pr.surname, c.id::text, c.title, r.updated_at
      from collaboration_revisions r join collaborations c on c.id = r.collaboration_id
        left join profiles pr on pr.user_id = r.author_id
      where r.review = 'waiting' and c.deleted_at is null and ${own('r.author_id')} order by r.updated_at limit ${limit})`,
    sql`(select 'profile', r.user_id, pr.name || ' ' || pr.surname, left(r.description, 100), r.user_id, pr.name, pr.surname, null::text, null::text, r.updated_at
      from profile_revisions r join profiles pr on pr.user_id = r.user_id
      where r.review = 'waiting' and ${own('r.user_id')} order by r.updated_at limit ${limit})`,
  ];
}

/** What waits for `reviewerId`'s review, oldest first (the longest waiting is decided first), at most `limit`. */
export async function listWaiting(db: Db, reviewerId: string, limit: number): Promise<WaitingRow[]> {
  const result = await db.execute(sql`${sql.join(waitingBranches(reviewerId, limit), sql` union all `)} order by "submittedAt", id limit ${limit}`);
  return (result as unknown as { rows: WaitingRow[] }).rows;
}

/** How many things wait for `reviewerId`'s review in all (not their own): the number beside the bell and in the hub. */
export async function countWaiting(db: Db, reviewerId: string): Promise<number> {
  const counted = sql.join(
    [
      sql`(select count(*) from posts p where p.review = 'waiting' and (p.author_id is null or p.author_id <> ${reviewerId}))`,
      sql`(select count(*) from collaboration_items i join collaborations c on c.id = i.collaboration_id
        where i.review = 'waiting' and c.deleted_at is null and (i.created_by_id is null or i.created_by_id <> ${reviewerId}))`,
      sql`(select count(*) from collaborations c where c.review = 'waiting' and c.deleted_at is null and c.created_by_id <> ${reviewerId})`,
      sql`(select count(*) from collaboration_revisions r join collaborations c on c.id = r.collaboration_id
        where r.review = 'waiting' and c.deleted_at is null and r.author_id <> ${reviewerId})`,
      sql`(select count(*) from profile_revisions r where r.review = 'waiting' and r.user_id <> ${reviewerId})`,
    ],
    sql` + `,
  );
  const result = await db.execute(sql`select (${counted})::int as n`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}
