import type { ReactionCount } from '../../../shared/schemas/reactions.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { personSeenBy } from '../../core/people/identity.js';
import type { ReactionRows } from './queries.js';

/**
 * Each thing's reactions as a member reads them: the site's set in its order, those given at
 * least once, each with its count, whether the reader gave it, and who did (a former pupil by no
 * name). A reaction the site no longer offers is kept, not shown: it shows again if offered again.
 */
export function presentReactions(rows: ReactionRows, set: readonly string[], thingIds: readonly string[], user: AuthUser): Record<string, ReactionCount[]> {
  const things: Record<string, ReactionCount[]> = Object.fromEntries(thingIds.map((id) => [id, []]));
  for (const emoji of set) {
    for (const row of rows.counts) {
      if (row.emoji !== emoji || !things[row.thingId]) continue;
      const people = rows.people
        .filter((person) => person.thingId === row.thingId && person.emoji === emoji)
        .map((person) => personSeenBy({ id: person.id as string | null, name: person.name, surname: person.surname }, person, user));
      things[row.thingId]!.push({ emoji, count: row.count, mine: row.mine, people });
    }
  }
  return things;
}
