import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/languages.js';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';

/** The fields a member edits of their own profile. */
interface ProfileValues {
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

/** Keeps the language a member chose in the site, for what reaches them outside it (mail). */
export async function setProfileLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(profiles).set({ language }).where(eq(profiles.userId, userId));
}
