import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { users } from '../core/db/schema.js';
import { createAccount } from '../core/people/create-account.js';
import { seedDemoContent, type SeedDeps } from './seed-posts.js';

export const SEED_ADMIN_EMAIL = 'admin@agora.local';

/** Whether an empty database gets demo content: by default only the embedded one. */
export function shouldSeed(seedDemo: boolean | undefined, kind: 'embedded' | 'postgres'): boolean {
  return seedDemo ?? kind === 'embedded';
}

/**
 * Gives a brand-new database an administrator with a random password, shown once, so a
 * newcomer can sign in at once, and sample posts with pictures so the site looks alive.
 * Returns the password, or null when the database already had users.
 */
export async function seedEmptyDatabase(deps: SeedDeps): Promise<{ email: string; password: string } | null> {
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = randomBytes(15).toString('base64url');
  // Named for what they are: the profile hub greets them by their first name ("Welcome, Administrator"), until they set their own.
  await createAccount(deps, { email: SEED_ADMIN_EMAIL, password, name: 'Administrator', surname: 'Agora', role: 'admin' });
  await seedDemoContent(deps);
  return { email: SEED_ADMIN_EMAIL, password };
}
