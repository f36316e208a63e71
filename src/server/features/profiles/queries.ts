import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages.js';
import type { Db } from '../../core/db/client.js';
import { profileRevisions, profiles } from '../../core/db/schema.js';
import { sentBackColumns, type Decision } from '../../core/review/decisions.js';

/** The fields a member edits of their own profile. */
export interface ProfileValues {
  description: string;
  email: string | null;
  telephone: string | null;
  facebook: string | null;
  instagram: string | null;
  imageId: string | null;
}

/** Writes a member's own profile fields; name and surname are not among them. */
export async function updateProfile(db: Db, userId: string, values: ProfileValues): Promise<void> {
  await db.update(profiles).set({ ...values, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

/**
 * A pupil's change to their own profile: it waits for review beside the profile, which shows what
 * was approved until then, replacing any change that waited before (its note cleared), as a new
 * version.
 */
export async function proposeProfile(db: Db, userId: string, values: ProfileValues): Promise<void> {
  await db
    .insert(profileRevisions)
    .values({ userId, ...values, review: 'waiting' })
    .onConflictDoUpdate({
      target: profileRevisions.userId,
      set: { ...values, review: 'waiting', reviewNote: null, updatedAt: new Date(), version: sql`${profileRevisions.version} + 1` },
    });
}

/** A member's change to their profile that waits for review or was sent back, or null. */
export async function findProfileRevision(db: Db, userId: string) {
  const [row] = await db.select().from(profileRevisions).where(eq(profileRevisions.userId, userId)).limit(1);
  return row ?? null;
}
export type ProfileRevisionRow = NonNullable<Awaited<ReturnType<typeof findProfileRevision>>>;

/**
 * Applies a decision to a member's waiting profile change at the version read: approved,
 * the profile takes it and the change goes; sent back, it keeps the note. False when it
 * no longer waits at that version.
 */
export async function decideOnProfileRevision(db: Db, userId: string, reviewerId: string, decision: Decision): Promise<boolean> {
  const waitingAtVersion = and(eq(profileRevisions.userId, userId), eq(profileRevisions.review, 'waiting'), eq(profileRevisions.version, decision.version));
  if (!decision.approve) {
    const rows = await db.update(profileRevisions).set(sentBackColumns(decision, reviewerId)).where(waitingAtVersion).returning({ id: profileRevisions.userId });
    return rows.length > 0;
  }
  const [applied] = await db.delete(profileRevisions).where(waitingAtVersion).returning();
  if (!applied) return false;
  const { description, email, telephone, facebook, instagram, imageId } = applied;
  await updateProfile(db, userId, { description, email, telephone, facebook, instagram, imageId });
  return true;
}

/** Keeps the language a member chose in the site, for what reaches them outside it (mail). */
export async function setProfileLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(profiles).set({ language }).where(eq(profiles.userId, userId));
}

/** Removes a member's change that waited (their own direct write replaced it). */
export async function deleteProfileRevision(db: Db, userId: string): Promise<void> {
  await db.delete(profileRevisions).where(eq(profileRevisions.userId, userId));
}

/** A member's waiting or sent-back profile change with what a decision on it needs: their name, and the photo their profile shows now; or null. */
export async function findProfileRevisionForReview(db: Db, userId: string) {
  const [row] = await db
    .select({
      authorId: profileRevisions.userId,
      name: profiles.name,
      surname: profiles.surname,
      review: profileRevisions.review,
      version: profileRevisions.version,
      imageId: profileRevisions.imageId,
      shownImageId: profiles.imageId,
    })
    .from(profileRevisions)
    .innerJoin(profiles, eq(profiles.userId, profileRevisions.userId))
    .where(eq(profileRevisions.userId, userId))
    .limit(1);
  return row ?? null;
}
