import { inArray } from 'drizzle-orm';
import type { MemberCard } from '../../../shared/schemas/profiles.js';
import type { Db } from '../db/client.js';
import { profiles } from '../db/schema.js';
import { loadMediaViews } from '../media/presenter.js';
import type { Reader } from '../visibility/predicate.js';
import { profileVisibility } from '../visibility/profiles.js';

/** A profile row as stored. */
type ProfileRow = typeof profiles.$inferSelect;

/**
 * A member with contact details, for signed-in members only: the owner's own profile,
 * member cards on collaboration pages. Visitors never get this shape. A hidden profile
 * (decision 0050) is its name alone to every reader but its member, their guardians and the
 * moderators, who are told it is hidden; the others are not told why there is nothing more, as
 * for a bare profile.
 */
function presentMemberCard(row: ProfileRow, image: MemberCard['image'], shown: boolean): MemberCard {
  const hidden = row.hiddenAt !== null;
  if (!shown) return { id: row.userId, name: row.name, surname: row.surname, description: '', image: null, email: null, telephone: null, facebook: null, instagram: null, hidden: false };
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
    hidden,
  };
}

/** The member cards of these users as `reader` is shown them, keyed by user id, in two queries (profiles, then photos). */
export async function loadMemberCards(db: Db, userIds: readonly string[], reader: Reader): Promise<Map<string, MemberCard>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(profiles).where(inArray(profiles.userId, unique));
  const shown = new Set(rows.filter((row) => profileVisibility.shown.test(row, reader)).map((row) => row.userId));
  const views = await loadMediaViews(db, rows.map((row) => (shown.has(row.userId) ? row.imageId : null)));
  return new Map(rows.map((row) => [row.userId, presentMemberCard(row, row.imageId ? (views.get(row.imageId) ?? null) : null, shown.has(row.userId))]));
}
