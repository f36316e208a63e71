/**
 * `npm run user:set-role -- --email E --role admin|teacher|member`
 * `npm run user:reset-password -- --email E [--password P]` (prints a generated one when none is given)
 * `npm run user:disable -- --email E [--enable]`
 * The command-line mirror of the admin screen's essentials, for the admin who is locked out.
 * Each change ends up in the audit log with no actor (it came from the server's console).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { newPassword } from '../../shared/schemas/auth.js';
import { audited } from '../core/events/audited.js';
import { users } from '../core/db/schema.js';
import { notFound } from '../core/errors.js';
import { assertNotLastAdmin, endSessions, setDisabled, setPasswordHash, setRole } from '../features/admin/queries.js';
import { isRole, toRole } from '../core/people/roles.js';
import { runAccountCommand } from './account-command.js';

const USAGE: Record<string, string> = {
  'set-role': 'Usage: npm run user:set-role -- --email E --role admin|teacher|member',
  'reset-password': 'Usage: npm run user:reset-password -- --email E [--password P]',
  disable: 'Usage: npm run user:disable -- --email E [--enable]',
};

const [command, ...rest] = process.argv.slice(2);
const usage = USAGE[command ?? ''];
if (!command || !usage) {
  console.error(`Unknown command. ${Object.values(USAGE).join('\n')}`);
  process.exit(1);
}

let values: { email?: string; role?: string; password?: string; enable?: boolean };
try {
  ({ values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, enable: { type: 'boolean', default: false } },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
if (!values.email || (command === 'set-role' && !isRole(values.role))) {
  console.error(usage);
  process.exit(1);
}
if (values.password !== undefined) {
  const checked = newPassword.safeParse(values.password);
  if (!checked.success) {
    console.error(checked.error.issues[0]?.message);
    process.exit(1);
  }
}

runAccountCommand(`user:${command}`, async ({ db, auth }) => {
  const email = values.email!.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw notFound('account');

  if (command === 'set-role') {
    const role = toRole(values.role);
    // Any change of an admin's role demotes them.
    if (role !== user.role) await assertNotLastAdmin(db, user);
    const entry = { actorId: null, action: 'member.role_changed', targetType: 'user', targetId: user.id, details: { from: user.role, to: role, via: 'cli' } } as const;
    await audited(db, entry, (tx) => setRole(tx, user.id, role));
    console.log(`${email} is now ${{ admin: 'an administrator', teacher: 'a teacher', member: 'a member' }[role]}.`);
  } else if (command === 'reset-password') {
    const password = values.password ?? randomBytes(12).toString('base64url');
    const hash = await (await auth.$context).password.hash(password);
    await audited(db, { actorId: null, action: 'member.password_reset', targetType: 'user', targetId: user.id, details: { via: 'cli' } }, async (tx) => {
      await setPasswordHash(tx, user.id, hash);
      await endSessions(tx, user.id);
    });
    console.log(values.password ? `The password of ${email} was changed; their sessions ended.` : `New password for ${email}: ${password}`);
  } else {
    const disable = !values.enable;
    if (disable) await assertNotLastAdmin(db, user);
    const entry = { actorId: null, action: disable ? 'member.disabled' : 'member.enabled', targetType: 'user', targetId: user.id, details: { via: 'cli' } } as const;
    await audited(db, entry, (tx) => setDisabled(tx, user.id, disable));
    console.log(disable ? `${email} is disabled; their sessions ended.` : `${email} can sign in again.`);
  }
  return 0;
});
