import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles, users } from '../db/schema.js';
import { memberVisibility } from '../visibility/profiles.js';
import { nameMatches } from './name-search.js';

/**
 * Members found by name (name-search.ts) for a picker of people: accounts that are listed (not
 * disabled) and that `among` admits, alphabetical, at most `limit`, and whether more match. Names,
 * with the role and whether they are a pupil, for the picker to say what each one is.
 */
export async function listPeopleChoices(db: Db, q: string, limit: number, among?: SQL) {
  const rows = await db
    .select({ id: users.id, name: profiles.name, surname: profiles.surname, role: users.role, needsReview: users.needsReview })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(memberVisibility.listed.where(users, null), among, nameMatches(q)))
    .orderBy(asc(profiles.name), asc(profiles.surname), asc(users.id))
    .limit(limit + 1);
  return { people: rows.slice(0, limit), more: rows.length > limit };
}

/**
 * Pupils found by name: accounts that need review and are not disabled. Shared by the pickers of
 * pupils: a guardian's invitation ("Guardian of") and who is in a picture.
 */
export function listPupilChoices(db: Db, q: string, limit: number) {
  return listPeopleChoices(db, q, limit, eq(users.needsReview, true));
}
