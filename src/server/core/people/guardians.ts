import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { guardianships, invitations } from '../db/schema.js';

/**
 * The pupils a member is the guardian of, read with their session (auth plugin): what every
 * visibility rule of a guardian reads (`isReadersChild`). A link made or removed is heard by every
 * instance at once (migration 0018's trigger), so no session keeps an old list.
 */
export async function childrenOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ pupilId: guardianships.pupilId }).from(guardianships).where(eq(guardianships.guardianId, userId));
  return rows.map((row) => row.pupilId).sort();
}

/** Links a guardian to a pupil; linking twice changes nothing. Returns whether the link is new. */
export async function linkGuardian(db: Db, link: { guardianId: string; pupilId: string; createdById: string | null }): Promise<boolean> {
  const made = await db.insert(guardianships).values(link).onConflictDoNothing().returning({ pupilId: guardianships.pupilId });
  return made.length > 0;
}

/** Removes a guardian's link to a pupil. Returns whether there was one. */
export async function unlinkGuardian(db: Db, link: { guardianId: string; pupilId: string }): Promise<boolean> {
  const gone = await db
    .delete(guardianships)
    .where(and(eq(guardianships.guardianId, link.guardianId), eq(guardianships.pupilId, link.pupilId)))
    .returning({ pupilId: guardianships.pupilId });
  return gone.length > 0;
}

/**
 * After `userId` accepted invitation `invitationId`, in the same transaction: the guardian links
 * it completes, whichever side came second. A guardian's invitation names the pupil's account, or
 * (from a class list) the pupil's own invitation, linked once the pupil has accepted it; a pupil
 * accepting theirs completes every guardian's invitation already accepted that names it. Answers
 * the links it made (none already there).
 */
export async function completeGuardianLinks(db: Db, invitationId: string, userId: string): Promise<{ guardianId: string; pupilId: string }[]> {
  const result = await db.execute(sql`
    with accepted as (select * from ${invitations} where id = ${invitationId}::uuid),
    pairs as (
      -- A guardian's invitation that names the pupil's account.
      select ${userId}::text as guardian_id, a.guardian_of_id as pupil_id from accepted a where a.role = 'guardian' and a.guardian_of_id is not null
      union
      -- A guardian's invitation that names the pupil's invitation, accepted already.
      select ${userId}::text, p.accepted_by_id from accepted a join ${invitations} p on p.id = a.guardian_of_invitation_id
      where a.role = 'guardian' and p.accepted_by_id is not null
      union
      -- The pupil's invitation, named by guardians' invitations accepted already.
      select g.accepted_by_id, ${userId}::text from accepted a join ${invitations} g on g.guardian_of_invitation_id = a.id
      where g.accepted_by_id is not null
    )
    insert into ${guardianships} (guardian_id, pupil_id, created_by_id)
    select pairs.guardian_id, pairs.pupil_id, null from pairs
    where pairs.guardian_id is not null and pairs.pupil_id is not null and pairs.guardian_id <> pairs.pupil_id
    on conflict do nothing
    returning guardian_id, pupil_id`);
  // Both sides of each link made: a pupil accepting second completes one per guardian, each recorded.
  return (result as unknown as { rows: { guardian_id: string; pupil_id: string }[] }).rows.map((row) => ({ guardianId: row.guardian_id, pupilId: row.pupil_id }));
}
