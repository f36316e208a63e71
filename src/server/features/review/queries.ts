import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewEntryType } from '../../../shared/schemas/review.js';
import type { Db } from '../../core/db/client.js';
import { collaborationItems, collaborationRevisions, collaborations, comments, posts, profileRevisions } from '../../core/db/schema.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { changeVisibility, collaborationVisibility, itemVisibility } from '../../core/visibility/collaborations.js';
import { not } from '../../core/visibility/predicate.js';
import { commentVisibility } from '../../core/visibility/comments.js';
import { postVisibility } from '../../core/visibility/posts.js';
import { profileChangeVisibility } from '../../core/visibility/profiles.js';

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

// The tables as the queries below name them, for the visibility rules to speak of.
const p = alias(posts, 'p');
const i = alias(collaborationItems, 'i');
const c = alias(collaborations, 'c');
const cr = alias(collaborationRevisions, 'cr');
const pr = alias(profileRevisions, 'pr');
const cm = alias(comments, 'cm');
const cc = alias(collaborations, 'cc');

/** Comments with the post (`cp`) or the update or help request (`ci`) and its collaboration (`cc`) they are under: one of the two. */
const commentsWithPlaces = sql`comments cm left join posts cp on cp.id = cm.post_id
  left join collaboration_items ci on ci.id = cm.item_id left join collaborations cc on cc.id = ci.collaboration_id`;

/**
 * The conditions of each kind of thing the reviewer may decide on (core/visibility: it waits,
 * they review, it is not their own), with the collaboration it belongs to not deleted.
 */
function decidable(reviewer: AuthUser): Record<'post' | 'item' | 'collaboration' | 'change' | 'profile' | 'comment', SQL> {
  const notDeleted = not(collaborationVisibility.deleted).where(c, reviewer);
  return {
    post: postVisibility.decidable.where(p, reviewer),
    item: sql`${itemVisibility.decidable.where(i, reviewer)} and ${notDeleted}`,
    collaboration: sql`${collaborationVisibility.decidable.where(c, reviewer)} and ${notDeleted}`,
    change: sql`${changeVisibility.decidable.where(cr, reviewer)} and ${notDeleted}`,
    profile: profileChangeVisibility.decidable.where(pr, reviewer),
    // A comment under a post or item that is gone is gone with it; under a post taken off the site it still waits (its author may
    // be told); under an item of a deleted collaboration (`cc`, left-joined) it is gone for all but admins, as the item is.
    comment: sql`${commentVisibility.decidable.where(cm, reviewer)} and (cm.item_id is null or ${not(collaborationVisibility.deleted).where(cc, reviewer)})`,
  };
}

/**
 * What waits for `reviewer`'s decision, oldest first (the longest waiting is decided first), at
 * most `limit`: posts; updates and help requests; pupils' new collaborations; changes to live
 * collaborations; changes to profiles; comments. Each branch reads its own partial index
 * (`…_review_waiting_idx`) in order and stops at `limit`; nobody is shown their own work.
 */
export async function listWaiting(db: Db, reviewer: AuthUser, limit: number): Promise<WaitingRow[]> {
  const where = decidable(reviewer);
  const result = await db.execute(sql`
    (select 'post' as type, p.id::text as id, p.title, p.excerpt, p.author_id as "authorId", who.name, who.surname,
        null::text as "collaborationId", null::text as "collaborationTitle", p.updated_at as "submittedAt"
      from posts p left join profiles who on who.user_id = p.author_id
      where ${where.post} order by p.updated_at limit ${limit})
    union all
    (select i.kind, i.id::text, i.title, '', i.created_by_id, who.name, who.surname, c.id::text, c.title, i.updated_at
      from collaboration_items i join collaborations c on c.id = i.collaboration_id
        left join profiles who on who.user_id = i.created_by_id
      where ${where.item} order by i.updated_at limit ${limit})
    union all
    (select 'collaboration', c.id::text, c.title, '', c.created_by_id, who.name, who.surname, c.id::text, c.title, c.updated_at
      from collaborations c left join profiles who on who.user_id = c.created_by_id
      where ${where.collaboration} order by c.updated_at limit ${limit})
    union all
    (select 'collaboration_change', cr.collaboration_id::text, cr.title, '', cr.author_id, who.name, who.surname, c.id::text, c.title, cr.updated_at
      from collaboration_revisions cr join collaborations c on c.id = cr.collaboration_id
        left join profiles who on who.user_id = cr.author_id
      where ${where.change} order by cr.updated_at limit ${limit})
    union all
    (select 'profile', pr.user_id, who.name || ' ' || who.surname, left(pr.description, 100), pr.user_id, who.name, who.surname, null::text, null::text, pr.updated_at
      from profile_revisions pr join profiles who on who.user_id = pr.user_id
      where ${where.profile} order by pr.updated_at limit ${limit})
    union all
    (select 'comment', cm.id::text, coalesce(cp.title, ci.title), left(cm.body, 200), cm.author_id, who.name, who.surname, cc.id::text, cc.title, cm.updated_at
      from ${commentsWithPlaces} left join profiles who on who.user_id = cm.author_id
      where ${where.comment} order by cm.updated_at limit ${limit})
    order by "submittedAt", id
    limit ${limit}`);
  return (result as unknown as { rows: WaitingRow[] }).rows;
}

/** How many things wait for `reviewer`'s decision in all (not their own): the number beside the bell and in the hub. */
export async function countWaiting(db: Db, reviewer: AuthUser): Promise<number> {
  const where = decidable(reviewer);
  const result = await db.execute(sql`select (
      (select count(*) from posts p where ${where.post})
      + (select count(*) from collaboration_items i join collaborations c on c.id = i.collaboration_id where ${where.item})
      + (select count(*) from collaborations c where ${where.collaboration})
      + (select count(*) from collaboration_revisions cr join collaborations c on c.id = cr.collaboration_id where ${where.change})
      + (select count(*) from profile_revisions pr where ${where.profile})
      + (select count(*) from ${commentsWithPlaces} where ${where.comment})
    )::int as n`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}
