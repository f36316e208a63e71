import { eq } from 'drizzle-orm';
import { newAccount, type NewAccount } from '../../../shared/schemas/auth.js';
import type { AgoraEvent, EventContext } from '../events/events.js';
import { changeWithEvents, type RecordEvent } from '../events/record.js';
import type { Auth } from '../auth/create-auth.js';
import type { Db } from '../db/client.js';
import { profiles, users } from '../db/schema.js';
import { issueCode, type FieldCode } from '../../../shared/error-messages.js';
import { conflict, validationFailed } from '../errors.js';
import { isReviewer } from './roles.js';

/** Validates a new account's input, throwing a 400 that names each bad field. */
export function parseNewAccount(input: NewAccount) {
  const parsed = newAccount.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, FieldCode> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issueCode(issue.message);
  throw validationFailed(fields);
}

/**
 * Creates an account (better-auth hashes the password) and its profile, with the event
 * `recordAs` makes for the new id when the caller gives one (an admin creating a member).
 * better-auth writes the user and its password login through its own database adapter, in a
 * transaction of its own that ours cannot join (and on the embedded database's single
 * connection, calling it inside ours would wait forever). So the profile and the event
 * are one change right after it, and when that fails the new user is removed again.
 */
export async function createAccount(
  deps: { db: Db; auth: Auth },
  input: NewAccount,
  options: {
    recordAs?: {
      /** Who made it, or, given the new account's id, who it was (an invitee accepting makes their own). */
      context: EventContext | ((userId: string) => EventContext);
      event: (userId: string) => AgoraEvent;
      /** What else the account brings, in the same change (an invitation's collaboration to join, a guardian's links), with its own events. */
      alsoDo?: (tx: Db, userId: string, record: RecordEvent) => Promise<void>;
    };
  } = {},
): Promise<{ id: string }> {
  const { email, password, name, surname, role, needsReview } = parseNewAccount(input);
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw conflict('email_in_use', { email: 'email_in_use' }, { email });

  const { user } = await deps.auth.api.createUser({ body: { email, password, name: `${name} ${surname}`, role } });
  const addProfile = async (db: Db) => {
    // A reviewer hears every day of pupils' work waiting for them, until they turn it off.
    await db.insert(profiles).values({ userId: user.id, name, surname, notificationDigest: isReviewer({ role }) });
    // better-auth knows nothing of review: ours to set, with the profile.
    if (needsReview) await db.update(users).set({ needsReview }).where(eq(users.id, user.id));
  };
  try {
    const { recordAs } = options;
    if (recordAs) {
      const context = typeof recordAs.context === 'function' ? recordAs.context(user.id) : recordAs.context;
      await changeWithEvents({ db: deps.db }, context, async (tx, record) => {
        await addProfile(tx);
        await recordAs.alsoDo?.(tx, user.id, record);
        record(recordAs.event(user.id));
      });
    } else {
      await addProfile(deps.db);
    }
  } catch (error) {
    await deps.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  return { id: user.id };
}
