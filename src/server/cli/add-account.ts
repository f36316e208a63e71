import { inArray } from 'drizzle-orm';
import type { Auth } from '../core/auth/create-auth.js';
import type { Db } from '../core/db/client.js';
import { users } from '../core/db/schema.js';
import { createAccount, type parseNewAccount } from '../core/people/create-account.js';
import { linkGuardian } from '../core/people/guardians.js';

/**
 * What `npm run user:add` does for one account: creates it and links it as the guardian of each
 * pupil named by address. Every pupil named must exist first: otherwise it answers the unknown
 * addresses and creates nothing, so a typo leaves no account behind.
 */
export async function addAccount(
  deps: { db: Db; auth: Auth },
  input: ReturnType<typeof parseNewAccount>,
  guardianOf: readonly string[],
): Promise<{ id: string; pupils: { id: string; email: string }[] } | { unknown: string[] }> {
  const pupilEmails = guardianOf.map((email) => email.trim().toLowerCase());
  const pupils = pupilEmails.length > 0 ? await deps.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, pupilEmails)) : [];
  const unknown = pupilEmails.filter((email) => !pupils.some((pupil) => pupil.email === email));
  if (unknown.length > 0) return { unknown };
  const { id } = await createAccount(deps, input);
  for (const pupil of pupils) await linkGuardian(deps.db, { guardianId: id, pupilId: pupil.id, createdById: null });
  return { id, pupils };
}
