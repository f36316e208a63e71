import { and, desc, eq, sql } from 'drizzle-orm';
import type { ConsentKind } from '../../../shared/constants.js';
import type { Db } from '../db/client.js';
import { consents, profiles, users } from '../db/schema.js';
import { lowerReach } from '../media/picture-tags.js';

/** One consent as it was given: what, by whom (the guardian, or the administrator of a paper form), when. */
export type ConsentRow = typeof consents.$inferSelect;

/** The newest consent of a kind for a pupil: the one in force, or null when none was ever given. */
export async function currentConsent(db: Db, pupilId: string, kind: ConsentKind): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.pupilId, pupilId), eq(consents.kind, kind)))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether someone may have a session: everyone but a pupil under 15 whose guardian has not
 * consented (or whose consent was withdrawn). Asked by better-auth whenever it makes a session
 * (signing in, a second factor, an invitation accepted), so no way in walks round it.
 */
export async function mayUseAgora(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select u.under_fifteen and coalesce((
      select c.level <> 'given' from ${consents} c
      where c.pupil_id = u.id and c.kind = 'account'
      order by c.created_at desc, c.id desc limit 1
    ), true) as barred
    from ${users} u where u.id = ${userId}`);
  const [row] = (result as unknown as { rows: { barred: boolean }[] }).rows;
  return row ? !row.barred : true;
}

/**
 * Records a consent; the history keeps every one (the newest is in force). An images consent is
 * copied to the pupil's profile as well (`profiles.image_consent`), in the caller's transaction,
 * so the roads that show authors read it with the profile; its answer names the profile's photo,
 * whose place (public or members only) follows it (the event's pictures reaction). Lowered, it
 * lowers the reach of every picture tagging the pupil (core/media/picture-tags.ts): the answer
 * names those pictures, to move at once, and their uploaders, to be told.
 */
export async function recordConsent(
  db: Db,
  consent: { pupilId: string; kind: ConsentKind; level: string; givenById: string; onPaper: boolean; note: string; privacyVersion: string | null },
): Promise<{ consent: ConsentRow; photoId: string | null; withheld: { id: string; ownerId: string | null }[] }> {
  const [row] = await db.insert(consents).values(consent).returning();
  if (consent.kind !== 'images') return { consent: row!, photoId: null, withheld: [] };
  const [profile] = await db
    .update(profiles)
    .set({ imageConsent: consent.level })
    .where(eq(profiles.userId, consent.pupilId))
    .returning({ imageId: profiles.imageId });
  const withheld = await lowerReach(db, consent.pupilId, consent.level);
  return { consent: row!, photoId: profile?.imageId ?? null, withheld };
}
