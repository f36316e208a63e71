import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles, users } from '../db/schema.js';
import { memberVisibility } from '../visibility/profiles.js';
import { nameMatches } from './name-search.js';

/**
 * Pupils found by name (name-search.ts): accounts that need review and are not disabled,
 * alphabetical, at most `limit`, and whether more match. Names only. Shared by the pickers of
 * pupils: a guardian's invitation ("Guardian of") and who is in a picture.
 */
export async function listPupilChoices(db: Db, q: string, limit: number) {
  const rows = await db
    .select({ id: users.id, name: profiles.name, surname: profiles.surname })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(users.needsReview, true), memberVisibility.listed.where(users, null), nameMatches(q)))
    .orderBy(asc(profiles.name), asc(profiles.surname), asc(users.id))
    .limit(limit + 1);
  return { people: rows.slice(0, limit), more: rows.length > limit };
}
