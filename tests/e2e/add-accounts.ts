/**
 * The browser tests' accounts, made in one process: what `npm run user:add` does for one account
 * (the same runAccountCommand, parseNewAccount, createAccount and linkGuardian), for each account
 * of the JSON list on standard input, in order, so that a pupil exists before their guardian.
 * One command per account started Node, tsx and the embedded PostgreSQL 52 times: over two
 * minutes of every run before its first test. The command itself has its own tests
 * (src/server/cli/user-add.test.ts).
 *
 * Usage: node --import tsx tests/e2e/add-accounts.ts < accounts.json   (DATA_DIR / DATABASE_URL as for user:add)
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { runAccountCommand } from '../../src/server/cli/account-command.js';
import { users } from '../../src/server/core/db/schema.js';
import { createAccount, parseNewAccount } from '../../src/server/core/people/create-account.js';
import { linkGuardian } from '../../src/server/core/people/guardians.js';
import type { SeededUser } from './agora-server.js';

const accounts = JSON.parse(readFileSync(0, 'utf8')) as SeededUser[];

runAccountCommand('e2e accounts', async (deps) => {
  for (const account of accounts) {
    const input = parseNewAccount({
      email: account.email,
      password: account.password,
      name: account.name,
      surname: account.surname,
      role: account.admin ? 'admin' : account.teacher ? 'teacher' : 'member',
      needsReview: account.needsReview === true,
    });
    const { id } = await createAccount(deps, input);
    for (const email of account.guardianOf ?? []) {
      const [pupil] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
      if (!pupil) throw new Error(`${account.email} is the guardian of ${email}, who has no account: list the pupil first.`);
      await linkGuardian(deps.db, { guardianId: id, pupilId: pupil.id, createdById: null });
    }
  }
  console.log(`Created ${accounts.length} accounts.`);
  return 0;
});
