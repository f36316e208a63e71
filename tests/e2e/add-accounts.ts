/**
 * The browser tests' accounts, made in one process: what `npm run user:add` does for one account
 * (the same runAccountCommand, parseNewAccount and addAccount), for each account
 * of the JSON list on standard input, in order, so that a pupil exists before their guardian.
 * One command per account started Node, tsx and the embedded PostgreSQL 52 times: over two
 * minutes of every run before its first test. The command itself has its own tests
 * (src/server/cli/user-add.test.ts).
 *
 * Usage: node --import tsx tests/e2e/add-accounts.ts < accounts.json   (DATA_DIR / DATABASE_URL as for user:add)
 */
import { readFileSync } from 'node:fs';
import { runAccountCommand } from '../../src/server/cli/account-command.js';
import { addAccount } from '../../src/server/cli/add-account.js';
import { parseNewAccount } from '../../src/server/core/people/create-account.js';
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
    const added = await addAccount(deps, input, account.guardianOf ?? []);
    if ('unknown' in added) throw new Error(`${account.email} is the guardian of ${added.unknown.join(', ')}, who has no account: list the pupil first.`);
  }
  console.log(`Created ${accounts.length} accounts.`);
  return 0;
});
