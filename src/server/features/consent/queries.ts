import { and, desc, eq } from 'drizzle-orm';
import { CONSENT_HISTORY_SIZE, type ConsentKind } from '../../../shared/constants.js';
import type { Db } from '../../core/db/client.js';
import { consents, profiles, sessions, users } from '../../core/db/schema.js';

/** The pupil an address names: an account that needs review (a pupil), with their name; or null. */
export async function findPupil(db: Db, pupilId: string) {
  const [row] = await db
    .select({ id: users.id, underFifteen: users.underFifteen, name: profiles.name, surname: profiles.surname })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, pupilId), eq(users.needsReview, true)))
    .limit(1);
  return row ?? null;
}

/** A pupil's consents, newest first (the first of each kind is in force), with who gave each; of one kind when named. */
export async function consentHistory(db: Db, pupilId: string, options: { kind?: ConsentKind; limit?: number } = {}) {
  return db
    .select({
      id: consents.id,
      kind: consents.kind,
      level: consents.level,
      onPaper: consents.onPaper,
      note: consents.note,
      privacyVersion: consents.privacyVersion,
      createdAt: consents.createdAt,
      giverName: profiles.name,
      giverSurname: profiles.surname,
    })
    .from(consents)
    .leftJoin(profiles, eq(profiles.userId, consents.givenById))
    .where(and(eq(consents.pupilId, pupilId), options.kind ? eq(consents.kind, options.kind) : undefined))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(options.limit ?? CONSENT_HISTORY_SIZE);
}
export type ConsentHistoryRow = Awaited<ReturnType<typeof consentHistory>>[number];

/** Marks whether a pupil is under 15. */
export async function setUnderFifteen(db: Db, pupilId: string, underFifteen: boolean): Promise<void> {
  await db.update(users).set({ underFifteen }).where(eq(users.id, pupilId));
}

/** Ends every session of a member: the database tells every instance at once (migration 0007's trigger). */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
