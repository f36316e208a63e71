import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { collaborations, posts } from '../../core/db/schema.js';
import { collaborationVisibility } from '../../core/visibility/collaborations.js';
import { postVisibility } from '../../core/visibility/posts.js';
import type { Reader } from '../../core/visibility/predicate.js';

/**
 * Of these collaborations, the ids of those `user` may follow: by the rule its own page follows
 * (core/visibility/collaborations.ts `visible`): not deleted (admins: any), and live, or theirs,
 * or waiting for the reviewer who asks.
 */
export async function visibleCollaborationIds(db: Db, ids: readonly string[], user: NonNullable<Reader>): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(and(inArray(collaborations.id, [...ids]), collaborationVisibility.visible.where(collaborations, user)));
  return new Set(rows.map((row) => row.id));
}

/** Of these posts, the ids of those `user` may read (core/visibility/posts.ts `readable`, the rule of its page): whose comments they may follow. */
export async function readablePostIds(db: Db, ids: readonly string[], user: NonNullable<Reader>): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.id, [...ids]), postVisibility.readable.where(posts, user)));
  return new Set(rows.map((row) => row.id));
}
