/**
 * `npm run user:set-role -- --email E --role admin|teacher|member`
 * `npm run user:reset-password -- --email E [--password P | --link]` (prints a generated one when none is given;
 *   `--link` prints a link, usable once within a day, with which they choose it themselves)
 * `npm run user:disable -- --email E [--enable]`
 * The command-line mirror of the admin screen's essentials, for the admin who is locked out.
 * Each change ends up in the audit log with no actor (it came from the server's console).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { fieldMessage, issueCode } from '../../shared/error-messages.js';
import { newPassword } from '../../shared/schemas/auth.js';
import { changeWithEvents } from '../core/events/record.js';
import { users } from '../core/db/schema.js';
import { notFound } from '../core/errors.js';
import { assertNotLastAdmin, endSessions, setDisabled, setPasswordHash, setRole } from '../features/admin/queries.js';
import { isRole, toRole } from '../core/people/roles.js';
import { runAccountCommand } from './account-command.js';
import { issuePasswordLink, PASSWORD_LINK_HOURS } from '../core/auth/password-link.js';

const USAGE: Record<string, string> = {
  'set-role': 'Usage: npm run user:set-role -- --email E --role admin|teacher|member',
  'reset-password': 'Usage: npm run user:reset-password -- --email E [--password P | --link]',
  disable: 'Usage: npm run user:disable -- --email E [--enable]',
};

const [command, ...rest] = process.argv.slice(2);
const usage = USAGE[command ?? ''];
if (!command || !usage) {
  console.error(`Unknown command. ${Object.values(USAGE).join('\n')}`);
  process.exit(1);
}

let values: { email?: string; role?: string; password?: string; enable?: boolean; link?: boolean };
try {
  ({ values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, enable: { type: 'boolean', default: false }, link: { type: 'boolean', default: false } },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
if (!values.email || (command === 'set-role' && !isRole(values.role)) || (values.link && (command !== 'reset-password' || values.password !== undefined))) {
  console.error(usage);
  process.exit(1);
}
if (values.password !== undefined) {
  const checked = newPassword.safeParse(values.password);
  if (!checked.success) {
    // A rule's issue carries its code: the console is told the English words, as the API is.
    console.error(fieldMessage(issueCode(checked.error.issues[0]?.message)));
    process.exit(1);
  }
}

/** Nobody signed in: the server's console. */
const FROM_THE_CONSOLE = { actorId: null };

runAccountCommand(`user:${command}`, async ({ db, auth, publicUrl }) => {
  const email = values.email!.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw notFound('account');

  if (command === 'set-role') {
    const role = toRole(values.role);
    // Any change of an admin's role demotes them.
    if (role !== user.role) await assertNotLastAdmin(db, user);
    await changeWithEvents({ db }, FROM_THE_CONSOLE, async (tx, record) => {
      await setRole(tx, user.id, role);
      record({ type: 'member.role_changed', targetType: 'user', targetId: user.id, details: { from: user.role, to: role, via: 'cli' } });
    });
    console.log(`${email} is now ${{ admin: 'an administrator', teacher: 'a teacher', member: 'a member' }[role]}.`);
  } else if (command === 'reset-password' && values.link) {
    // Their password stays until the link is used: nothing is taken from them by making it.
    let link = '';
    await changeWithEvents({ db }, FROM_THE_CONSOLE, async (tx, record) => {
      link = await issuePasswordLink(tx, user.id, publicUrl);
      record({ type: 'member.password_link_made', targetType: 'user', targetId: user.id, details: { via: 'cli' } });
    });
    console.log(`${email} chooses a new password here (the link works once, within ${PASSWORD_LINK_HOURS} hours):\n  ${link}`);
  } else if (command === 'reset-password') {
    const password = values.password ?? randomBytes(12).toString('base64url');
    const hash = await (await auth.$context).password.hash(password);
    await changeWithEvents({ db }, FROM_THE_CONSOLE, async (tx, record) => {
      await setPasswordHash(tx, user.id, hash);
      await endSessions(tx, user.id);
      record({ type: 'member.password_reset', targetType: 'user', targetId: user.id, details: { via: 'cli' } });
    });
    console.log(values.password ? `The password of ${email} was changed; their sessions ended.` : `New password for ${email}: ${password}`);
  } else {
    const disable = !values.enable;
    if (disable) await assertNotLastAdmin(db, user);
    await changeWithEvents({ db }, FROM_THE_CONSOLE, async (tx, record) => {
      await setDisabled(tx, user.id, disable);
      record({ type: disable ? 'member.disabled' : 'member.enabled', targetType: 'user', targetId: user.id, details: { via: 'cli' } });
    });
    console.log(disable ? `${email} is disabled; their sessions ended.` : `${email} can sign in again.`);
  }
  return 0;
});
