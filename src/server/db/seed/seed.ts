import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Auth } from '../../auth/create-auth.js';
import { createAccount } from '../../features/accounts/create-account.js';
import type { Db } from '../client.js';
import { users } from '../schema.js';

export const SEED_ADMIN_EMAIL = 'admin@agora.local';

/** Whether an empty database gets demo content: by default only the embedded one (DESIGN.md). */
export function shouldSeed(seedDemo: boolean | undefined, kind: 'pglite' | 'postgres'): boolean {
  return seedDemo ?? kind === 'pglite';
}

/**
 * Gives a brand-new database an administrator with a random password, shown once, so a
 * newcomer can sign in at once. Sample posts and collaborations join as those features land.
 * Returns the password, or null when the database already had users.
 */
export async function seedEmptyDatabase(deps: { db: Db; auth: Auth }): Promise<{ email: string; password: string } | null> {
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = randomBytes(15).toString('base64url');
  await createAccount(deps, { email: SEED_ADMIN_EMAIL, password, name: 'Agora', surname: 'Admin', role: 'admin' });
  return { email: SEED_ADMIN_EMAIL, password };
}
