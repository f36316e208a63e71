import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';

/** The account and profile fields the browser needs to know who is signed in. */
export async function findSessionUserRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      name: profiles.name,
      surname: profiles.surname,
      imageId: profiles.imageId,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
