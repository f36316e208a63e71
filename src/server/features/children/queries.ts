import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChildWorkType } from '../../../shared/schemas/children.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { Db } from '../../core/db/client.js';
import { collaborationItems, collaborations, media, posts, profiles } from '../../core/db/schema.js';
import { collaborationVisibility, itemVisibility } from '../../core/visibility/collaborations.js';
import { not } from '../../core/visibility/predicate.js';
import { postVisibility } from '../../core/visibility/posts.js';

/** A guardian's child as their page names them: their profile's name and photo. */
export async function findChildren(db: Db, childIds: readonly string[]) {
  if (childIds.length === 0) return [];
  return db
    .select({
      id: profiles.userId,
      name: profiles.name,
      surname: profiles.surname,
      image: { id: media.id, key: media.key, width: media.width, height: media.height, variants: media.variants },
    })
    .from(profiles)
    .leftJoin(media, eq(media.id, profiles.imageId))
    .where(inArray(profiles.userId, [...childIds]))
    .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.userId));
}
export type ChildRow = Awaited<ReturnType<typeof findChildren>>[number];

/** A post, update or help request of a child, as read. */
export interface ChildWorkRow {
  childId: string;
  type: ChildWorkType;
  id: string;
  title: string;
  review: 'waiting' | 'sent_back' | null;
  note: string | null;
  unpublished: boolean;
  hidden: boolean;
  collaborationId: string | null;
  collaborationTitle: string | null;
  collaborationStatus: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

// The tables as the query below names them, for the visibility rules to speak of.
const p = alias(posts, 'p');
const i = alias(collaborationItems, 'i');
const c = alias(collaborations, 'c');

/**
 * Each of the guardian's children's posts, updates and help requests, in every state, newest
 * first, at most `limit` of each kind per child. The rows are chosen by the guardian's own rule
 * (`childs`, core/visibility), asked of the guardian narrowed to one child at a time, so each
 * branch reads its author's index in order (`posts_author_created_idx`,
 * `collaboration_items_created_by_created_idx`) and stops at `limit`, however much the child
 * wrote. Items of a deleted collaboration are left out: nobody but administrators reads those.
 */
export async function listChildWork(db: Db, guardian: AuthUser, limit: number): Promise<ChildWorkRow[]> {
  if (guardian.childIds.length === 0) return [];
  const branches = guardian.childIds.flatMap((childId) => {
    const one = { ...guardian, childIds: [childId] };
    return [
      sql`(select ${childId}::text as "childId", 'post' as type, p.id::text as id, p.title, p.review, p.review_note as note,
          p.unpublished_at is not null as unpublished, false as hidden, null::text as "collaborationId", null::text as "collaborationTitle",
          null::text as "collaborationStatus", p.created_at as "createdAt", p.updated_at as "updatedAt"
        from posts p
        where ${postVisibility.childs.where(p, one)}
        order by p.created_at desc, p.id desc limit ${limit})`,
      sql`(select ${childId}::text, i.kind, i.id::text, i.title, i.review, i.review_note, false, i.hidden_at is not null, c.id::text, c.title, c.status,
          i.created_at, i.updated_at
        from collaboration_items i join collaborations c on c.id = i.collaboration_id
        where ${itemVisibility.childs.where(i, one)} and ${not(collaborationVisibility.deleted).where(c, one)}
        order by i.created_at desc, i.id desc limit ${limit})`,
    ];
  });
  const result = await db.execute(sql.join(branches, sql` union all `));
  return (result as unknown as { rows: ChildWorkRow[] }).rows;
}
