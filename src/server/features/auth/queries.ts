import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { media, profiles, sessions, twoFactors, users } from '../../core/db/schema.js';

/** The account and profile fields the browser needs to know who is signed in. */
export async function findSessionUserRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      needsReview: users.needsReview,
      name: profiles.name,
      surname: profiles.surname,
      imageKey: media.key,
      imageVariants: media.variants,
      imageWidth: media.width,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(media, eq(media.id, profiles.imageId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Ends one session by its token (the part of the cookie before the signature). */
export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUserRow>>>;

/** Whether a user turned the second factor on, and whether its secret was confirmed; null without such a user. */
export async function findFactorState(db: Db, userId: string) {
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled, verified: twoFactors.verified })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type FactorStateRow = Awaited<ReturnType<typeof findFactorState>>;
