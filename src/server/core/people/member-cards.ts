import { inArray } from 'drizzle-orm';
import type { MemberCard } from '../../../shared/schemas/profiles.js';
import type { Db } from '../db/client.js';
import { profiles } from '../db/schema.js';
import { loadMediaViews } from '../media/presenter.js';

/** A profile row as stored. */
type ProfileRow = typeof profiles.$inferSelect;

/**
 * A member with contact details, for signed-in members only: the owner's own profile,
 * member cards on collaboration pages. Visitors never get this shape.
 */
function presentMemberCard(row: ProfileRow, image: MemberCard['image']): MemberCard {
  return {
    id: row.userId,
    name: row.name,
    surname: row.surname,
    description: row.description,
    image,
    email: row.email,
    telephone: row.telephone,
    facebook: row.facebook,
    instagram: row.instagram,
  };
}

/** The member cards of these users, keyed by user id, in two queries (profiles, then photos). */
export async function loadMemberCards(db: Db, userIds: readonly string[]): Promise<Map<string, MemberCard>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(profiles).where(inArray(profiles.userId, unique));
  const views = await loadMediaViews(db, rows.map((row) => row.imageId));
  return new Map(rows.map((row) => [row.userId, presentMemberCard(row, row.imageId ? (views.get(row.imageId) ?? null) : null)]));
}
