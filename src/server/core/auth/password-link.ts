import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { verifications } from '../db/schema.js';

/**
 * A link made at the server's console with which a person chooses their own password: the first
 * administrator's at a new database's first start, and anyone's later with
 * `npm run user:reset-password -- --link` (the administrator who lost theirs, on a site that
 * sends no mail). It is better-auth's reset token, so the page and the route that use it are
 * the mailed link's; its prefix tells the audit log it came from the console, not from a mail.
 */
export const CONSOLE_TOKEN_PREFIX = 'console';

/** How long a console link works: a newcomer may start the server tonight and sign in tomorrow. */
export const PASSWORD_LINK_HOURS = 24;

/** Whether a reset token was made at the console (the rest were mailed). */
export function isConsoleToken(token: string): boolean {
  return token.startsWith(CONSOLE_TOKEN_PREFIX);
}

/**
 * Makes a link, usable once within PASSWORD_LINK_HOURS, that sets `userId`'s password.
 * `welcome` makes the page greet a new administrator rather than speak of a reset.
 */
export async function issuePasswordLink(db: Db, userId: string, publicUrl: string, options: { welcome?: boolean } = {}): Promise<string> {
  // 192 bits in hex: letters and digits only, as the reset route accepts (55 characters of its 64).
  const token = `${CONSOLE_TOKEN_PREFIX}${randomBytes(24).toString('hex')}`;
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + PASSWORD_LINK_HOURS * 60 * 60 * 1000),
  });
  return `${publicUrl}/reset-password?token=${token}${options.welcome ? '&welcome=1' : ''}`;
}
