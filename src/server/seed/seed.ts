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
 * Gives a brand-new database an administrator, and sample posts with pictures so the site looks
 * alive. The administrator's password is random and known to nobody: the server prints a link
 * with which the newcomer chooses their own (core/auth/password-link.ts).
 * Returns the administrator, or null when the database already had users.
 */
export async function seedEmptyDatabase(deps: SeedDeps): Promise<{ email: string; id: string } | null> {
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  // Named for what they are: the profile hub greets them by their first name ("Welcome, Administrator"), until they set their own.
  const { id } = await createAccount(deps, { email: SEED_ADMIN_EMAIL, password: randomBytes(24).toString('base64url'), name: 'Administrator', surname: 'Agora', role: 'admin' });
  await seedDemoContent(deps);
  return { email: SEED_ADMIN_EMAIL, id };
}
